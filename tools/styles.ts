/** Writes the style modules (style-modules.ts) from the stylesheets; `npm run styles`. */
import { readFileSync, writeFileSync } from 'node:fs';
import { CONSOLE_RULES_FILES, styleModules, TOKENS_FILE } from './style-modules.ts';

const modules = styleModules(
  readFileSync(TOKENS_FILE, 'utf8'),
  CONSOLE_RULES_FILES.map((file) => readFileSync(file, 'utf8')),
);
for (const [path, text] of Object.entries(modules)) writeFileSync(path, text);
console.log(`Wrote ${Object.keys(modules).join(' and ')}.`);
