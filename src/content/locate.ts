import { readFile } from 'node:fs/promises';
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

function unwrap(node: ts.Node, constants: ReadonlyMap<string, ts.Expression>): ts.Node {
  let current = node;
  const visited = new Set<ts.Node>();
  while (!visited.has(current)) {
    visited.add(current);
    if (ts.isParenthesizedExpression(current) || ts.isAsExpression(current) || ts.isSatisfiesExpression(current)) {
      current = current.expression;
    } else if (ts.isCallExpression(current) && current.arguments.length > 0) {
      current = current.arguments[0]!; // definePage({ … })
    } else if (ts.isIdentifier(current) && constants.has(current.text)) {
      current = constants.get(current.text)!;
    } else {
      return current;
    }
  }
  return current;
}

function propertyName(name: ts.PropertyName): string | undefined {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name)) return name.text;
  return undefined;
}

function tsPosition(text: string, file: string, dataPath: DataPath): Position | undefined {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const exported = source.statements.find(ts.isExportAssignment);
  if (!exported) return undefined;
  const constants = topLevelConstants(source);
  let node: ts.Node = unwrap(exported.expression, constants);
  for (const key of dataPath) {
    let next: ts.Node | undefined;
    if (ts.isPropertyAssignment(node)) node = unwrap(node.initializer, constants);
    else if (ts.isShorthandPropertyAssignment(node)) node = unwrap(node.name, constants);
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
  const { line, character } = source.getLineAndCharacterOfPosition(node.getStart(source));
  return { line: line + 1, column: character + 1 };
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

/** Adds line and column to each problem, found by walking the file's syntax tree along the path. */
export async function locateProblems(problems: Problem[]): Promise<Problem[]> {
  const texts = new Map<string, Promise<string | undefined>>();
  const textOf = (file: string) => {
    if (!texts.has(file))
      texts.set(
        file,
        readFile(path.resolve(file), 'utf8').catch(() => undefined),
      );
    return texts.get(file)!;
  };
  return Promise.all(
    problems.map(async (problem) => {
      // A problem with the whole file (it would not load, or repeats a route) has no one place.
      if (problem.line !== undefined || problem.path.length === 0) return problem;
      const text = await textOf(problem.file);
      if (text === undefined) return problem;
      const position = problem.file.endsWith('.json')
        ? jsonPosition(text, problem.path)
        : tsPosition(text, problem.file, problem.path);
      return position ? { ...problem, ...position } : problem;
    }),
  );
}
