// A build tool, never imported by the apps: which of the web app's texts each page needs (decision
// 140, session 34). Every locale's web.po is one file for translators, but the browser gets it in
// parts: the shell's texts (what main.tsx reaches: header, footer, shared components, toasts) on
// every page, and a group's texts with the code of the pages that name it, `withTexts('campaign',
// () => import('./pages/campaign-detail-page'))` (lib/i18n/i18n.ts). A group holds the texts of
// every file its pages reach, through static imports and lazy parts alike, up to another
// `withTexts` (a part with texts of its own, the wallet modal). It is read from the imports, so a
// component a page starts to use brings its texts along wherever its file lives.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';
import { extractWebTexts } from './extract-web-texts';

/** The texts every page loads. */
export const SHELL = 'shell';
/** The function whose `import()` argument starts a group (lib/i18n/i18n.ts). */
const GROUP_CALL = 'withTexts';
/** The modules the browser starts from. */
const ENTRY = 'main.tsx';

interface Imports {
  /** Static imports and lazy parts without texts of their own: part of the same group. */
  same: string[];
  /** `withTexts(group, () => import(…))`: the module starts that group. */
  groups: { group: string; module: string }[];
}

/** The web app's files (apps/web/src relative) in each group of texts, the shell included. */
export function webTextGroupFiles(srcDir: string): Map<string, Set<string>> {
  const imports = new Map<string, Imports>();
  const importsOf = (file: string): Imports => {
    let found = imports.get(file);
    if (!found) {
      found = readImports(srcDir, file);
      imports.set(file, found);
    }
    return found;
  };
  const groups = new Map<string, Set<string>>();
  const starts: { group: string; module: string }[] = [{ group: SHELL, module: ENTRY }];
  for (const { group, module } of starts) {
    const files = groups.get(group) ?? new Set<string>();
    groups.set(group, files);
    const pending = [module];
    while (pending.length > 0) {
      const file = pending.pop() as string;
      if (files.has(file)) continue;
      files.add(file);
      const { same, groups: started } = importsOf(file);
      pending.push(...same);
      for (const start of started) {
        if (!starts.some((known) => known.group === start.group && known.module === start.module))
          starts.push(start);
      }
    }
  }
  return groups;
}

/** The texts each group's catalogue holds: those its files write, less the shell's (loaded anyway). */
export function webTextGroups(srcDir: string): Map<string, Set<string>> {
  const textsOf = new Map<string, string[]>();
  const texts = (file: string) => {
    let found = textsOf.get(file);
    if (!found) {
      found = extractWebTexts(file, readFileSync(join(srcDir, file), 'utf8')).map(({ message }) => message);
      textsOf.set(file, found);
    }
    return found;
  };
  const files = webTextGroupFiles(srcDir);
  const shell = new Set([...(files.get(SHELL) ?? [])].flatMap(texts));
  const result = new Map<string, Set<string>>([[SHELL, shell]]);
  for (const [group, inGroup] of files) {
    if (group === SHELL) continue;
    result.set(group, new Set([...inGroup].flatMap(texts).filter((text) => !shell.has(text))));
  }
  return result;
}

/** Every source file of the web app that writes a text (tests left out), apps/web/src relative. */
export function webFilesWithTexts(srcDir: string): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return name === 'test' || name === 'locales' ? [] : walk(path);
      return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
    });
  return walk(srcDir)
    .map((path) => relative(srcDir, path))
    .filter((file) => extractWebTexts(file, readFileSync(join(srcDir, file), 'utf8')).length > 0);
}

function readImports(srcDir: string, file: string): Imports {
  const code = readFileSync(join(srcDir, file), 'utf8');
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, kind);
  const found: Imports = { same: [], groups: [] };
  const add = (specifier: string, group: string | null) => {
    const module = resolveModule(srcDir, file, specifier);
    if (!module) return;
    if (group) found.groups.push({ group, module });
    else found.same.push(module);
  };
  const visit = (node: ts.Node, group: string | null) => {
    if (
      (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly) ||
      (ts.isExportDeclaration(node) && !node.isTypeOnly)
    ) {
      if (node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier))
        add(node.moduleSpecifier.text, null);
      return;
    }
    if (ts.isCallExpression(node)) {
      const [first] = node.arguments;
      if (node.expression.kind === ts.SyntaxKind.ImportKeyword && first && ts.isStringLiteralLike(first)) {
        add(first.text, group);
        return;
      }
      if (
        ts.isIdentifier(node.expression) &&
        node.expression.text === GROUP_CALL &&
        first &&
        ts.isStringLiteralLike(first)
      ) {
        ts.forEachChild(node, (child) => visit(child, first.text));
        return;
      }
    }
    ts.forEachChild(node, (child) => visit(child, group));
  };
  visit(source, null);
  return found;
}

/** A web module's file (apps/web/src relative) from an import specifier; null for a package's. */
function resolveModule(srcDir: string, from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = specifier.slice(2);
  else if (specifier.startsWith('.')) base = join(dirname(from), specifier);
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (/\.tsx?$/.test(candidate) && isFile(join(srcDir, candidate))) return candidate;
  }
  return null;
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}
