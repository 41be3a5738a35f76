/** The site's typeface written where the operator's console finds it (server/ops/console/console-font.ts). */
import { copyFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { CONSOLE_FONT_PATH } from '../server/ops/console/console-font.ts';
import { WEB_FONT_FILE } from './web-font.ts';

export function consoleFont(): AstroIntegration {
  return {
    name: 'testable:console-font',
    hooks: {
      'astro:build:done': ({ dir }) => {
        const target = fileURLToPath(new URL(`.${CONSOLE_FONT_PATH}`, dir));
        mkdirSync(dirname(target), { recursive: true });
        copyFileSync(WEB_FONT_FILE, target);
      },
    },
  };
}
