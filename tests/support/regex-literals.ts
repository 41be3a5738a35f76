/**
 * Every regular expression written in the project's code, found by parsing it with the
 * TypeScript compiler (a grep would miss a `/` inside a string or count a division): regex
 * literals, and the pattern of `new RegExp(...)` / `RegExp(...)`. A pattern built at run time
 * cannot be checked ahead, so it is reported as dynamic instead of silently skipped.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

export interface FoundRegex {
  /** `path:line`, relative to the root given. */
  where: string;
  source: string;
  flags: string;
  /** True when the pattern is not a literal, so its complexity cannot be known here. */
  dynamic: boolean;
}

const CODE_FILE = /\.(?:ts|tsx|mts|mjs|js)$/;

export function listCodeFiles(root: string, folders: readonly string[]): string[] {
  return folders.flatMap((folder) =>
    readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter(
        (name) => CODE_FILE.test(name) && !name.endsWith('.d.ts') && !name.split(/[\\/]/).includes('node_modules'),
      )
      .map((name) => join(root, folder, name))
      .sort(),
  );
}

const scriptKind = (file: string) =>
  file.endsWith('.tsx') ? ts.ScriptKind.TSX : /\.m?js$/.test(file) ? ts.ScriptKind.JS : ts.ScriptKind.TS;

/** A string the compiler can read without running anything: '...', "..." or `...` without ${}. */
const literalText = (node: ts.Expression | undefined): string | undefined =>
  node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : undefined;

const isRegExpCall = (node: ts.Node): node is ts.NewExpression | ts.CallExpression =>
  (ts.isNewExpression(node) || ts.isCallExpression(node)) &&
  ts.isIdentifier(node.expression) &&
  node.expression.text === 'RegExp';

export function findRegexes(file: string, root: string): FoundRegex[] {
  const text = readFileSync(file, 'utf8');
  const sourceFile = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, scriptKind(file));
  const found: FoundRegex[] = [];
  const where = (node: ts.Node) =>
    `${relative(root, file)}:${sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line + 1}`;

  const visit = (node: ts.Node): void => {
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
      const literal = node.getText(sourceFile);
      const end = literal.lastIndexOf('/');
      found.push({ where: where(node), source: literal.slice(1, end), flags: literal.slice(end + 1), dynamic: false });
    } else if (isRegExpCall(node)) {
      const [patternArgument, flagsArgument] = node.arguments ?? [];
      const source = literalText(patternArgument);
      const flags = flagsArgument === undefined ? '' : literalText(flagsArgument);
      found.push({
        where: where(node),
        source: source ?? '',
        flags: flags ?? '',
        dynamic: source === undefined || flags === undefined,
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}
