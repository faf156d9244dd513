import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  findNodeAtLocation,
  parse,
  parseTree,
  printParseErrorCode,
  type Node as JsonNode,
  type ParseError,
} from 'jsonc-parser';
import ts from 'typescript';
import type { DataPath, Problem } from './load';
import { describePath } from './report';

interface Position {
  line: number;
  column: number;
}

/** A syntax error with where it is. */
export interface SyntaxProblem extends Position {
  message: string;
}

/** `const cards = [ … ]` declared at the top of the file, by name. */
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

/** `import { PARTNERS } from '../_partners'`, by local name: the module asked for and the name it exports. */
function importedNames(source: ts.SourceFile): Map<string, { specifier: string; name: string }> {
  const names = new Map<string, { specifier: string; name: string }>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const clause = statement.importClause;
    if (!clause || clause.isTypeOnly) continue;
    const specifier = statement.moduleSpecifier.text;
    if (clause.name) names.set(clause.name.text, { specifier, name: 'default' });
    const bindings = clause.namedBindings;
    if (bindings && ts.isNamedImports(bindings)) {
      for (const element of bindings.elements) {
        names.set(element.name.text, { specifier, name: (element.propertyName ?? element.name).text });
      }
    }
  }
  return names;
}

/** A parsed TypeScript file with what a walk along a data path needs from it. */
interface SourceFile {
  file: string;
  source: ts.SourceFile;
  constants: Map<string, ts.Expression>;
  imports: Map<string, { specifier: string; name: string }>;
}

function sourceFile(file: string, text: string): SourceFile {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  return { file, source, constants: topLevelConstants(source), imports: importedNames(source) };
}

/** A file's text, or undefined when it cannot be read. */
function readText(file: string): string | undefined {
  try {
    return readFileSync(path.resolve(file), 'utf8');
  } catch {
    return undefined;
  }
}

/** The project file a relative import names (`../_people` → `pages-data/_people.ts`), if there is one. */
function resolveImport(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.join(path.dirname(from), specifier);
  const stem = base.replace(/\.(js|ts)$/, '');
  return [base, `${stem}.ts`, `${stem}.json`, path.join(base, 'index.ts')].find(
    (candidate) => /\.(ts|json)$/.test(candidate) && existsSync(path.resolve(candidate)),
  );
}

/** Where a walk along a data path ends: the file it ended in may be a module the page imports. */
interface Found extends Position {
  file: string;
  /** Set when the path led into an imported value: its exported name and the rest of the path there. */
  shared?: { name: string; rest: DataPath };
}

/**
 * Follows a value to what it is: through parentheses, `as`/`satisfies`, a call's first argument
 * (`definePage({ … })`), a constant of the file, or a constant another data file exports (then the walk
 * goes on in that file).
 */
function unwrap(node: ts.Node, at: SourceFile, open: (from: string, specifier: string) => SourceFile | undefined) {
  let current = node;
  let file = at;
  let imported: string | undefined;
  const visited = new Set<ts.Node>();
  while (!visited.has(current)) {
    visited.add(current);
    if (ts.isParenthesizedExpression(current) || ts.isAsExpression(current) || ts.isSatisfiesExpression(current)) {
      current = current.expression;
    } else if (ts.isCallExpression(current) && current.arguments.length > 0) {
      current = current.arguments[0]!;
    } else if (ts.isIdentifier(current) && file.constants.has(current.text)) {
      current = file.constants.get(current.text)!;
    } else if (ts.isIdentifier(current) && file.imports.has(current.text)) {
      const { specifier, name } = file.imports.get(current.text)!;
      const next = open(file.file, specifier);
      const value = next && (name === 'default' ? defaultExport(next.source) : next.constants.get(name));
      if (!next || !value) return { node: current, file, imported };
      imported = name;
      file = next;
      current = value;
    } else {
      break;
    }
  }
  return { node: current, file, imported };
}

function propertyName(name: ts.PropertyName): string | undefined {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name)) return name.text;
  return undefined;
}

function defaultExport(source: ts.SourceFile): ts.Expression | undefined {
  return source.statements.find(ts.isExportAssignment)?.expression;
}

function tsPosition(text: string, file: string, dataPath: DataPath, read: (file: string) => string | undefined) {
  const files = new Map<string, SourceFile | undefined>();
  const open = (from: string, specifier: string) => {
    const target = resolveImport(from, specifier);
    if (!target || target.endsWith('.json')) return undefined;
    if (!files.has(target)) {
      const content = read(target);
      files.set(target, content === undefined ? undefined : sourceFile(target, content));
    }
    return files.get(target);
  };
  const page = sourceFile(file, text);
  const exported = defaultExport(page.source);
  if (!exported) return undefined;
  let step = unwrap(exported, page, open);
  let node = step.node;
  let at = step.file;
  let shared: Found['shared'];
  for (const [i, key] of dataPath.entries()) {
    let next: ts.Node | undefined;
    if (ts.isPropertyAssignment(node) || ts.isShorthandPropertyAssignment(node)) {
      step = unwrap(ts.isPropertyAssignment(node) ? node.initializer : node.name, at, open);
      node = step.node;
      if (step.file !== at) shared = { name: step.imported!, rest: dataPath.slice(i) };
      at = step.file;
    }
    if (ts.isObjectLiteralExpression(node)) {
      next = node.properties.find(
        (p) =>
          (ts.isPropertyAssignment(p) || ts.isShorthandPropertyAssignment(p)) && propertyName(p.name) === String(key),
      );
    } else if (ts.isArrayLiteralExpression(node) && typeof key === 'number') {
      next = node.elements[key];
    }
    if (!next) break;
    node = next;
  }
  // Point at the value of `key: value`, where the mistake is.
  if (ts.isPropertyAssignment(node)) node = node.initializer;
  const { line, character } = at.source.getLineAndCharacterOfPosition(node.getStart(at.source));
  return { file: at.file, line: line + 1, column: character + 1, ...(shared ? { shared } : {}) } satisfies Found;
}

function positionAt(text: string, offset: number): Position {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: (before[before.length - 1]?.length ?? 0) + 1 };
}

function jsonPosition(text: string, dataPath: DataPath): Position | undefined {
  const root = parseTree(text);
  if (!root) return undefined;
  let node: JsonNode | undefined;
  for (let n = dataPath.length; n >= 0 && !node; n--) node = findNodeAtLocation(root, dataPath.slice(0, n));
  return node ? positionAt(text, node.offset) : undefined;
}

/** The first syntax error of a TypeScript data file, if it has one. */
export function typescriptSyntaxError(text: string, file: string): SyntaxProblem | undefined {
  const { diagnostics = [] } = ts.transpileModule(text, { fileName: file, reportDiagnostics: true });
  const first = diagnostics.find((d) => d.category === ts.DiagnosticCategory.Error && d.start !== undefined);
  if (!first?.file || first.start === undefined) return undefined;
  const { line, character } = first.file.getLineAndCharacterOfPosition(first.start);
  return { message: ts.flattenDiagnosticMessageText(first.messageText, '\n'), line: line + 1, column: character + 1 };
}

/**
 * The first syntax error in the data files a TypeScript file imports, directly or not (`_people.ts`):
 * where a page would not load because of a file it imports.
 */
export function importedSyntaxError(text: string, file: string): (SyntaxProblem & { file: string }) | undefined {
  const seen = new Set([file]);
  const queue = [{ file, text }];
  for (let next = queue.shift(); next; next = queue.shift()) {
    for (const { specifier } of importedNames(
      ts.createSourceFile(next.file, next.text, ts.ScriptTarget.Latest),
    ).values()) {
      const target = resolveImport(next.file, specifier);
      if (!target || seen.has(target)) continue;
      seen.add(target);
      const content = readText(target);
      if (content === undefined) continue;
      const syntax = target.endsWith('.json') ? jsonSyntaxError(content) : typescriptSyntaxError(content, target);
      if (syntax) return { ...syntax, file: target };
      if (target.endsWith('.ts')) queue.push({ file: target, text: content });
    }
  }
  return undefined;
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

/**
 * Adds line and column to each problem, found by walking the file's syntax tree along the path. A
 * value a page imports from a shared data file (`_people.ts`, `authentication/_forms.ts`) is followed
 * there: the problem is then that file's, at its line, reported once with the pages that use it.
 */
export async function locateProblems(problems: Problem[]): Promise<Problem[]> {
  const texts = new Map<string, string | undefined>();
  const read = (file: string) => {
    if (!texts.has(file)) texts.set(file, readText(file));
    return texts.get(file);
  };
  const located = problems.map((problem): Problem => {
    // A problem with the whole file (it would not load, or repeats a route) has no one place.
    if (problem.line !== undefined || problem.path.length === 0) return problem;
    const text = read(problem.file);
    if (text === undefined) return problem;
    if (problem.file.endsWith('.json')) {
      const position = jsonPosition(text, problem.path);
      return position ? { ...problem, ...position } : problem;
    }
    const found = tsPosition(text, problem.file, problem.path, read);
    if (!found) return problem;
    const { file, line, column, shared } = found;
    if (!shared) return { ...problem, line, column };
    const rest = describePath(shared.rest, undefined);
    return {
      ...problem,
      file,
      line,
      column,
      where: rest ? `${shared.name} › ${rest}` : shared.name,
      usedBy: [`${problem.file} (${problem.where})`],
    };
  });
  return mergeShared(located);
}

/** One problem per place and message: the pages that share a faulty value are listed on it. */
function mergeShared(problems: Problem[]): Problem[] {
  const merged = new Map<string, Problem>();
  for (const problem of problems) {
    const key = [problem.file, problem.line, problem.column, problem.where, problem.message].join('\0');
    const seen = merged.get(key);
    if (seen && problem.usedBy) seen.usedBy = [...(seen.usedBy ?? []), ...problem.usedBy];
    else if (!seen) merged.set(key, problem);
  }
  // Pages load in parallel: the list is sorted so a report reads the same every time.
  for (const problem of merged.values()) problem.usedBy?.sort();
  return [...merged.values()];
}
