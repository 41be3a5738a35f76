/** Writes the style modules (style-modules.ts) from the stylesheets; `npm run styles`. */
import { readFileSync, writeFileSync } from 'node:fs';
import { CONSOLE_RULES_FILE, styleModules, TOKENS_FILE } from './style-modules.ts';

const modules = styleModules(readFileSync(TOKENS_FILE, 'utf8'), readFileSync(CONSOLE_RULES_FILE, 'utf8'));
for (const [path, text] of Object.entries(modules)) writeFileSync(path, text);
console.log(`Wrote ${Object.keys(modules).join(' and ')}.`);
