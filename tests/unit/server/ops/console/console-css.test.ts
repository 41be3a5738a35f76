// @vitest-environment node
/**
 * The console's stylesheet keeps the site's palette: every colour token it shares with
 * src/styles/global.css has the site's value, in the light and the dark scheme, so a change of
 * the site's colours that the console missed fails here.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONSOLE_CSS } from '../../../../../server/ops/console/console-css';
import { readPalettes } from '../../../../support/design-tokens';

const site = readPalettes(readFileSync('src/styles/global.css', 'utf8'));
const console = readPalettes(CONSOLE_CSS);

describe('the console’s colours', () => {
  it.each(['light', 'dark'] as const)('are the site’s in the %s scheme', (scheme) => {
    const shared = [...console[scheme]].filter(([name]) => name.startsWith('--c-') && site[scheme].has(name));
    expect(shared.length).toBeGreaterThan(15);
    for (const [name, value] of shared) expect(value.toLowerCase(), name).toBe(site[scheme].get(name)?.toLowerCase());
  });
});
