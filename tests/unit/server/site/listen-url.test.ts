// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { listenUrl } from '../../../../server/site/listen-url';

describe('listenUrl', () => {
  it.each([
    ['127.0.0.1', 4321, 'http://127.0.0.1:4321'],
    ['192.0.2.7', 80, 'http://192.0.2.7:80'],
    ['::1', 4321, 'http://[::1]:4321'],
    ['0.0.0.0', 4321, 'http://localhost:4321'],
    ['::', 8080, 'http://localhost:8080'],
  ])('%s port %d → %s', (address, port, url) => {
    expect(listenUrl(address, port)).toBe(url);
  });
});
