// @vitest-environment node
/** The modules `npm run styles` writes (tools/style-modules.ts) are what it would write now. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONSOLE_RULES_FILES, styleModules, TOKENS_FILE } from '../../../tools/style-modules';

describe('npm run styles', () => {
  it('has written the modules from the stylesheets as they are now', () => {
    const modules = styleModules(
      readFileSync(TOKENS_FILE, 'utf8'),
      CONSOLE_RULES_FILES.map((file) => readFileSync(file, 'utf8')),
    );
    for (const [path, text] of Object.entries(modules)) expect(readFileSync(path, 'utf8'), path).toBe(text);
  });
});
