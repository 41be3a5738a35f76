// @vitest-environment node
/** The operator's password hash (server/ops/password.ts) and the command that makes one. */
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { hashPassword, PASSWORD_ITERATIONS, sameBytes, verifyPassword } from '../../../../server/ops/password';

// Few iterations keep the tests fast; the format and the checks are the same.
const FAST = 1000;

describe('the password hash', () => {
  it('verifies the password it was made from, and no other', async () => {
    const stored = await hashPassword('correct horse battery staple', FAST);
    expect(stored).toMatch(/^pbkdf2-sha256\$1000\$[A-Za-z0-9+/]+=*\$[A-Za-z0-9+/]+=*$/);
    expect(await verifyPassword('correct horse battery staple', stored)).toBe(true);
    expect(await verifyPassword('correct horse battery stapl', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('salts each hash: one password, two different values', async () => {
    expect(await hashPassword('same password', FAST)).not.toBe(await hashPassword('same password', FAST));
  });

  it('is made with the iterations workerd allows', async () => {
    expect((await hashPassword('x'.repeat(12))).split('$')[1]).toBe(String(PASSWORD_ITERATIONS));
  });

  it.each([
    ['empty', ''],
    ['another scheme', 'bcrypt$10$abc$def'],
    ['too many iterations', 'pbkdf2-sha256$100000000$c2FsdA==$aGFzaA=='],
    ['no iterations', 'pbkdf2-sha256$$c2FsdA==$aGFzaA=='],
    ['not base64', 'pbkdf2-sha256$1000$!!!$???'],
    ['a short hash', 'pbkdf2-sha256$1000$c2FsdA==$aGFzaA=='],
    ['an extra part', 'pbkdf2-sha256$1000$c2FsdA==$aGFzaA==$more'],
  ])('a malformed value (%s) verifies nothing', async (_, stored) => {
    expect(await verifyPassword('anything', stored)).toBe(false);
  });

  it('compares bytes whatever their lengths', () => {
    expect(sameBytes(new Uint8Array([1, 2]), new Uint8Array([1, 2]))).toBe(true);
    expect(sameBytes(new Uint8Array([1, 2]), new Uint8Array([1, 3]))).toBe(false);
    expect(sameBytes(new Uint8Array([1, 2]), new Uint8Array([1, 2, 0]))).toBe(false);
  });
});

describe('npm run ops:password', () => {
  const run = (input: string) =>
    execFileSync(process.execPath, ['tools/ops-password.ts'], { input, encoding: 'utf8', stdio: 'pipe' });

  it('prints a value that verifies the password it was given, and not the password', async () => {
    const printed = run('a long enough password\n').trim();
    expect(printed).not.toContain('a long enough password');
    expect(await verifyPassword('a long enough password', printed)).toBe(true);
  });

  it('refuses a short password, printing nothing', () => {
    expect(() => run('short\n')).toThrow(/at least 12 characters/);
  });
});
