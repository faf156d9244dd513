// The one model of a data file's source. TypeScript and JSON files are both read with the TypeScript
// parser (JSON through `parseJsonText`, so both give the same kinds of node); validate, the build's
// reports and the editor locate, read and edit a file through it. jsonc-parser only gates JSON syntax,
// which the TypeScript parser accepts too loosely (comments, trailing commas).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, printParseErrorCode, type ParseError } from 'jsonc-parser';
import ts from 'typescript';

export interface Position {
  line: number;
  column: number;
}

/** A syntax error with where it is. */
export interface SyntaxProblem extends Position {
  message: string;
}

/** A name a file imports: the module asked for and the name it exports there (`default` for a default import). */
export interface ImportedName {
  specifier: string;
  name: string;
}

/** A data file parsed: its syntax tree and what a walk through its values needs from it. */
export interface PageFile {
  file: string;
  text: string;
  json: boolean;
  source: ts.SourceFile;
  /** The value the file exports: `definePage`'s argument, the object a JSON file holds; unwrapped of `as` and the like. */
  data: ts.Expression | undefined;
  /** Local name → where it comes from, for `import { portrait } from './_people'`. */
  imports: Map<string, ImportedName>;
  /** Constants declared at the top of the file (exported or not), by name. */
  constants: Map<string, ts.Expression>;
}

/** Where `offset` is in `text`, lines and columns from 1. */
export function positionAt(text: string, offset: number): Position {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: (before[before.length - 1]?.length ?? 0) + 1 };
}

function topLevelConstants(source: ts.SourceFile): Map<string, ts.Expression> {
  const constants = new Map<string, ts.Expression>();
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (ts.isIdentifier(declaration.name) && declaration.initializer) {
        constants.set(declaration.name.text, declaration.initializer);
      }
    }
  }
  return constants;
}

function importedNames(source: ts.SourceFile): Map<string, ImportedName> {
  const names = new Map<string, ImportedName>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const clause = statement.importClause;
    if (!clause || clause.isTypeOnly) continue;
    const specifier = statement.moduleSpecifier.text;
    if (clause.name) names.set(clause.name.text, { specifier, name: 'default' });
    const bindings = clause.namedBindings;
    if (bindings && ts.isNamedImports(bindings)) {
      for (const element of bindings.elements) {
        if (element.isTypeOnly) continue;
        names.set(element.name.text, { specifier, name: (element.propertyName ?? element.name).text });
      }
    } else if (bindings && ts.isNamespaceImport(bindings)) {
      names.set(bindings.name.text, { specifier, name: '*' });
    }
  }
  return names;
}

/** The value a module exports by default. */
export function defaultExport(source: ts.SourceFile): ts.Expression | undefined {
  return source.statements.find(ts.isExportAssignment)?.expression;
}

/** The value itself, through what does not change it: `as const`, `satisfies`, `!`, `<T>` and parentheses. */
export function unwrap(node: ts.Node): ts.Node {
  let current = node;
  while (
    ts.isParenthesizedExpression(current) ||
    ts.isAsExpression(current) ||
    ts.isSatisfiesExpression(current) ||
    ts.isNonNullExpression(current) ||
    ts.isTypeAssertionExpression(current)
  ) {
    current = current.expression;
  }
  return current;
}

/** Parses a data file (its syntax is not checked here: see `syntaxError`). */
export function readPageFile(file: string, text: string): PageFile {
  const json = file.endsWith('.json');
  const source = json
    ? (ts.parseJsonText(file, text) as ts.SourceFile)
    : ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  let data: ts.Node | undefined;
  if (json) {
    const [statement] = source.statements;
    data = statement && ts.isExpressionStatement(statement) ? statement.expression : undefined;
    // parseJsonText sets no parents; the walks below need them.
    if (data) setParents(source);
  } else {
    const exported = defaultExport(source);
    data = exported && unwrap(exported);
    if (data && ts.isCallExpression(data) && data.arguments.length > 0) data = unwrap(data.arguments[0]!);
  }
  return {
    file,
    text,
    json,
    source,
    data: data as ts.Expression | undefined,
    imports: json ? new Map() : importedNames(source),
    constants: json ? new Map() : topLevelConstants(source),
  };
}

function setParents(root: ts.Node): void {
  const visit = (node: ts.Node) => {
    ts.forEachChild(node, (child) => {
      (child as { parent: ts.Node }).parent = node;
      visit(child);
    });
  };
  visit(root);
}

/** Where a node's own text starts (after the comments and blank lines before it) and ends. */
export function rangeOf(node: ts.Node, file: PageFile): { start: number; end: number } {
  return { start: node.getStart(file.source), end: node.end };
}

/** The code of a node. */
export const textOf = (node: ts.Node, file: PageFile) => file.text.slice(node.getStart(file.source), node.end);

/** The line and column a node starts at. */
export function positionOf(node: ts.Node, file: PageFile): Position {
  const { line, character } = file.source.getLineAndCharacterOfPosition(node.getStart(file.source));
  return { line: line + 1, column: character + 1 };
}

/** The first syntax error of a TypeScript data file, if it has one. */
export function typescriptSyntaxError(text: string, file: string): SyntaxProblem | undefined {
  const { diagnostics = [] } = ts.transpileModule(text, { fileName: file, reportDiagnostics: true });
  const first = diagnostics.find((d) => d.category === ts.DiagnosticCategory.Error && d.start !== undefined);
  if (!first?.file || first.start === undefined) return undefined;
  const { line, character } = first.file.getLineAndCharacterOfPosition(first.start);
  return { message: ts.flattenDiagnosticMessageText(first.messageText, '\n'), line: line + 1, column: character + 1 };
}

/** The first syntax error of a JSON data file, if it has one (comments and trailing commas included). */
export function jsonSyntaxError(text: string): SyntaxProblem | undefined {
  const errors: ParseError[] = [];
  parse(text, errors, { allowTrailingComma: false, disallowComments: true });
  const [first] = errors;
  if (!first) return undefined;
  const code = printParseErrorCode(first.error);
  const words = code.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return { message: words, ...positionAt(text, first.offset) };
}

/** The first syntax error of a data file, TypeScript or JSON by its name. */
export function syntaxError(file: string, text: string): SyntaxProblem | undefined {
  return file.endsWith('.json') ? jsonSyntaxError(text) : typescriptSyntaxError(text, file);
}

/** A file's text, or undefined when it cannot be read. */
export function readText(file: string): string | undefined {
  try {
    return readFileSync(path.resolve(file), 'utf8');
  } catch {
    return undefined;
  }
}

/** The project file a relative import names (`../_people` → `pages-data/_people.ts`), if there is one. */
export function resolveImport(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.join(path.dirname(from), specifier);
  const stem = base.replace(/\.(js|ts)$/, '');
  return [base, `${stem}.ts`, `${stem}.json`, path.join(base, 'index.ts')].find(
    (candidate) => /\.(ts|json)$/.test(candidate) && existsSync(path.resolve(candidate)),
  );
}

/**
 * The first syntax error in the data files a TypeScript file imports, directly or not (`_people.ts`):
 * where a page would not load because of a file it imports.
 */
export function importedSyntaxError(text: string, file: string): (SyntaxProblem & { file: string }) | undefined {
  const seen = new Set([file]);
  const queue = [{ file, text }];
  for (let next = queue.shift(); next; next = queue.shift()) {
    for (const { specifier } of readPageFile(next.file, next.text).imports.values()) {
      const target = resolveImport(next.file, specifier);
      if (!target || seen.has(target)) continue;
      seen.add(target);
      const content = readText(target);
      if (content === undefined) continue;
      const syntax = syntaxError(target, content);
      if (syntax) return { ...syntax, file: target };
      if (target.endsWith('.ts')) queue.push({ file: target, text: content });
    }
  }
  return undefined;
}

/** The name a property is written with (`title`, `'Sofia Marin'`, `2`); undefined when computed (`[key]`) or not a property. */
export function propertyKey(member: ts.Node): string | undefined {
  if (!ts.isPropertyAssignment(member) && !ts.isShorthandPropertyAssignment(member)) return undefined;
  const { name } = member;
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name)) return name.text;
  return undefined;
}

/** The value of `key: value` (the name itself for a shorthand `{ key }`). */
export function memberValue(member: ts.PropertyAssignment | ts.ShorthandPropertyAssignment): ts.Expression {
  return ts.isPropertyAssignment(member) ? member.initializer : member.name;
}

/** `key: value` or `{ key }`, with a key written as it is. */
export const isWrittenProperty = (member: ts.Node): member is ts.PropertyAssignment | ts.ShorthandPropertyAssignment =>
  propertyKey(member) !== undefined;

/** The members of an object written by code (`...base`, `[key]: …`, methods), not as `key: value`. */
export const isDynamic = (member: ts.Node) => !isWrittenProperty(member);

export const NOT_LITERAL = Symbol('not a literal');

/** The value of a literal string, number, boolean, null or plain template; `NOT_LITERAL` for anything else. */
export function scalarValue(node: ts.Node): unknown {
  const n = unwrap(node);
  if (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n)) return n.text;
  if (ts.isNumericLiteral(n)) return Number(n.text.replace(/_/g, ''));
  if (n.kind === ts.SyntaxKind.TrueKeyword) return true;
  if (n.kind === ts.SyntaxKind.FalseKeyword) return false;
  if (n.kind === ts.SyntaxKind.NullKeyword) return null;
  if (ts.isIdentifier(n)) return n.text === 'undefined' ? undefined : NOT_LITERAL;
  if (ts.isPrefixUnaryExpression(n)) {
    const argument = unwrap(n.operand);
    const plus = n.operator === ts.SyntaxKind.PlusToken;
    if ((!plus && n.operator !== ts.SyntaxKind.MinusToken) || !ts.isNumericLiteral(argument)) return NOT_LITERAL;
    const value = Number(argument.text.replace(/_/g, ''));
    return plus ? value : -value;
  }
  return NOT_LITERAL;
}

export const isScalar = (node: ts.Node) => scalarValue(node) !== NOT_LITERAL;

/** An array literal's items; undefined when it has a hole (`[a, , b]`). */
export function arrayItems(node: ts.ArrayLiteralExpression): ts.Expression[] | undefined {
  const items = [...node.elements];
  return items.some(ts.isOmittedExpression) ? undefined : items;
}

/** A key written twice in one object: JSON keeps only the last value, silently. */
export interface DuplicateKey extends Position {
  key: string;
  /** The line of the key's first use. */
  firstLine: number;
}

/** Every key written a second time in the same object, at the second one. */
export function duplicateKeys(page: PageFile): DuplicateKey[] {
  const found: DuplicateKey[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isObjectLiteralExpression(node)) {
      const seen = new Map<string, ts.Node>();
      for (const member of node.properties) {
        const key = propertyKey(member);
        if (key === undefined) continue;
        const first = seen.get(key);
        if (first) found.push({ key, ...positionOf(member, page), firstLine: positionOf(first, page).line });
        else seen.set(key, member);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(page.source);
  return found;
}
