// A build tool, never imported by the apps: finds the English sentences the server can answer an
// error with, for `lingui extract` (lingui.config.ts) and the catalogue's completeness test.
// The server writes them as plain strings, so Lingui's own extractor (macros, i18n._ calls) sees
// none of them (decision 137).
import { relative } from 'node:path';
import type { ExtractorType } from '@lingui/conf';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import ts from 'typescript';

export interface ExtractedSentence {
  /** The English text with `{name}` where the code puts a value: an ICU message. */
  message: string;
  line: number;
}

/** Tables of messages: `const PLEDGE_ERRORS = { … }`, `PROFILE_MESSAGES`, `HTTP_ERRORS`. */
const TABLE_NAME = /(?:^|_)(?:ERRORS|MESSAGES)$/;
/** A top-level `const SIGN_IN_REQUIRED = '…'` in a file that throws AppError. */
const CONSTANT_NAME = /^[A-Z][A-Z0-9_]+$/;
/** Zod's checks and factories whose string argument is the message a caller reads. */
const ZOD_MESSAGE_CALLS = new Set([
  'min',
  'max',
  'length',
  'regex',
  'refine',
  'superRefine',
  'email',
  'url',
  'int',
  'positive',
  'nonnegative',
  'gt',
  'gte',
  'lt',
  'lte',
  'startsWith',
  'endsWith',
  'includes',
  'nonempty',
  'multipleOf',
  'string',
  'number',
  'enum',
  'literal',
  'boolean',
  'strictObject',
  'object',
  'array',
]);

/** The files whose texts go to the mails catalogue, written as `mailText(locale, '…')` calls: the
 *  e-mails, the receipt and the yearly statement a donor downloads (PDF), the embed card, the preview image and the
 *  Atom feed: what the server writes for a person outside the web app. */
export const MAIL_FILES =
  /services\/(?:mail\/(?:kinds\/[^/]+|mail-layout)|receipts\/(?:receipt-pdf|donor-statement)|sharing\/(?:embed-page|og-image)|notifications\/campaign-feed)\.ts$/;

/** Files whose messages only operators read (logs, health checks, the mail worker's notes). */
const INTERNAL_FILES = /(?:plugins\/log-serializers|routes\/health|services\/mail\/mail-worker)\.ts$/;

/** Text a person reads: starts with a capital letter (or a placeholder) and has a space. */
function isSentence(message: string): boolean {
  const letters = message.replace(/\{\w+\}/g, '');
  return /^(?:[A-Z]|\{)/.test(message) && /\s/.test(message) && /[a-z]{2}/.test(letters);
}

/** Every error sentence of one TypeScript file, as ICU messages. */
export function extractErrorSentences(fileName: string, code: string): ExtractedSentence[] {
  if (INTERNAL_FILES.test(fileName) || MAIL_FILES.test(fileName)) return [];
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true);
  const found: ExtractedSentence[] = [];
  const throwsAppError = /\bnew AppError\(/.test(code);
  // `loose`: any text with words, for a table's values and a piece a function returns into a
  // sentence ("{minutes} minutes", "a minute").
  const add = (node: ts.Node, loose = false) => {
    const message = messageOf(node);
    if (message !== null && (isSentence(message) || (loose && /[a-z]{2}/.test(message)))) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
      found.push({ message, line: line + 1 });
    }
  };
  // A table's value: a string, a template, or an arrow function returning one (a table holds
  // messages only, so a single word counts: 'Required').
  const addTableValue = (value: ts.Expression) => {
    const node = unwrap(value);
    if (ts.isArrowFunction(node) && !ts.isBlock(node.body)) {
      for (const branch of branchesOf(node.body)) add(branch, true);
    } else if (ts.isObjectLiteralExpression(node)) {
      for (const property of node.properties) {
        if (ts.isPropertyAssignment(property)) addTableValue(property.initializer);
      }
    } else {
      for (const branch of branchesOf(node)) add(branch, true);
    }
  };
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && node.initializer && ts.isIdentifier(node.name)) {
      const name = node.name.text;
      const value = unwrap(node.initializer);
      if (TABLE_NAME.test(name) && ts.isObjectLiteralExpression(value)) addTableValue(value);
      else if (throwsAppError && CONSTANT_NAME.test(name) && isTopLevel(node)) {
        for (const branch of branchesOf(value)) add(branch);
      }
    }
    // `function unlistedTokenError(…): string { return `…` }` beside the AppError it feeds.
    if (throwsAppError && ts.isFunctionDeclaration(node) && node.type?.getText(source) === 'string') {
      for (const value of returnedValues(node)) for (const branch of branchesOf(value)) add(branch, true);
    }
    if (ts.isNewExpression(node) && node.expression.getText(source) === 'AppError') {
      const message = node.arguments?.[1];
      if (message) for (const branch of branchesOf(message)) add(branch);
    }
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const method = ts.isPropertyAccessExpression(callee) ? callee.name.text : null;
      if (method && ZOD_MESSAGE_CALLS.has(method)) {
        for (const argument of node.arguments) if (isStringLike(argument)) add(argument);
      }
    }
    if (
      ts.isPropertyAssignment(node) &&
      ['message', 'error'].includes(node.name.getText(source)) &&
      !insideCall(node, ['describe', 'meta'])
    ) {
      for (const branch of branchesOf(node.initializer)) if (isStringLike(branch)) add(branch);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function unwrap(node: ts.Expression): ts.Expression {
  let current = node;
  while (
    ts.isAsExpression(current) ||
    ts.isSatisfiesExpression(current) ||
    ts.isParenthesizedExpression(current)
  ) {
    current = current.expression;
  }
  return current;
}

function branchesOf(node: ts.Expression): ts.Expression[] {
  const value = unwrap(node);
  if (ts.isConditionalExpression(value))
    return [...branchesOf(value.whenTrue), ...branchesOf(value.whenFalse)];
  return [value];
}

function returnedValues(fn: ts.FunctionDeclaration): ts.Expression[] {
  const values: ts.Expression[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isReturnStatement(node) && node.expression) values.push(node.expression);
    if (!ts.isFunctionLike(node)) ts.forEachChild(node, visit);
  };
  if (fn.body) ts.forEachChild(fn.body, visit);
  return values;
}

function isStringLike(node: ts.Node): boolean {
  return (
    ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)
  );
}

function isTopLevel(declaration: ts.VariableDeclaration): boolean {
  return ts.isSourceFile(declaration.parent.parent.parent);
}

function insideCall(node: ts.Node, methods: readonly string[]): boolean {
  for (let current = node.parent; current; current = current.parent) {
    if (
      ts.isCallExpression(current) &&
      ts.isPropertyAccessExpression(current.expression) &&
      methods.includes(current.expression.name.text)
    ) {
      return true;
    }
  }
  return false;
}

/**
 * A string or template as an ICU message: `${reason}` → `{reason}`, `${limits.maxDays}` →
 * `{maxDays}`, anything else → `{0}`, `{1}`… A field path written before the sentence
 * (`body/endDate: …`) is left out: the server keeps such prefixes as they are. Null for what is
 * not text of its own (`${a}: ${b}`).
 */
function messageOf(node: ts.Node): string | null {
  let message: string;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
    message = escapeIcu(node.text);
  } else if (ts.isTemplateExpression(node)) {
    const names: string[] = [];
    message = escapeIcu(node.head.text);
    node.templateSpans.forEach((span, index) => {
      let name = placeholderName(span.expression) ?? String(index);
      if (names.includes(name)) name = `${name}${index}`;
      names.push(name);
      message += `{${name}}${escapeIcu(span.literal.text)}`;
    });
  } else {
    return null;
  }
  return message.replace(/^(?:body|querystring|params|headers)(?:\/[\w/.[\]{}-]*)?: /, '');
}

function placeholderName(expression: ts.Expression): string | null {
  if (ts.isIdentifier(expression)) return expression.text;
  if (ts.isPropertyAccessExpression(expression)) return expression.name.text;
  return null;
}

// ICU reads braces as placeholders and an apostrophe before one as a quote.
function escapeIcu(text: string): string {
  return text.replace(/'(?=[{}])/g, "''").replace(/[{}]/g, (brace) => `'${brace}'`);
}

/** The texts of a mail file: the ICU message of every `mailText(locale, '…', values)` call. */
export function extractMailTexts(fileName: string, code: string): ExtractedSentence[] {
  if (!MAIL_FILES.test(fileName)) return [];
  return literalArguments(fileName, code, new Set(['mailText']), 1);
}

/** The string literal passed as argument `index` of every call to a function named in `callees`
 *  (mailText's message, the web app's `t('…')`): a text written where it is used. */
export function literalArguments(
  fileName: string,
  code: string,
  callees: ReadonlySet<string>,
  index: number,
): ExtractedSentence[] {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, kind);
  const found: ExtractedSentence[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && callees.has(node.expression.text)) {
      const message = node.arguments[index];
      if (message && (ts.isStringLiteral(message) || ts.isNoSubstitutionTemplateLiteral(message))) {
        const { line } = source.getLineAndCharacterOfPosition(message.getStart(source));
        found.push({ message: message.text, line: line + 1 });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Both as a Lingui extractor: `lingui extract` fills the errors and the mails catalogues with it
 *  (lingui.config.ts gives each catalogue its files). */
export const errorSentenceExtractor: ExtractorType = {
  match: (fileName) => /(?:apps\/server|packages\/shared)\/src\/.*(?<!\.test)\.ts$/.test(fileName),
  extract(fileName, code, onMessageExtracted, context) {
    const origin = relative(context?.linguiConfig.rootDir ?? process.cwd(), fileName);
    const texts = MAIL_FILES.test(fileName) ? extractMailTexts : extractErrorSentences;
    for (const { message, line } of texts(fileName, code)) {
      onMessageExtracted({ id: generateMessageId(message), message, origin: [origin, line] });
    }
  },
};
