import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { findNodeAtLocation, parseTree, type Node as JsonNode } from 'jsonc-parser';
import ts from 'typescript';
import type { DataPath, Problem } from './load';

interface Position {
  line: number;
  column: number;
}

function unwrap(node: ts.Node): ts.Node {
  let current = node;
  for (;;) {
    if (ts.isParenthesizedExpression(current) || ts.isAsExpression(current) || ts.isSatisfiesExpression(current)) {
      current = current.expression;
    } else if (ts.isCallExpression(current) && current.arguments.length > 0) {
      current = current.arguments[0]!; // definePage({ … })
    } else {
      return current;
    }
  }
}

function propertyName(name: ts.PropertyName): string | undefined {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name)) return name.text;
  return undefined;
}

function tsPosition(text: string, file: string, dataPath: DataPath): Position | undefined {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const exported = source.statements.find(ts.isExportAssignment);
  if (!exported) return undefined;
  let node: ts.Node = unwrap(exported.expression);
  for (const key of dataPath) {
    let next: ts.Node | undefined;
    if (ts.isPropertyAssignment(node)) node = unwrap(node.initializer);
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

function jsonPosition(text: string, dataPath: DataPath): Position | undefined {
  const root = parseTree(text);
  if (!root) return undefined;
  let node: JsonNode | undefined;
  for (let n = dataPath.length; n >= 0 && !node; n--) node = findNodeAtLocation(root, dataPath.slice(0, n));
  if (!node) return undefined;
  const before = text.slice(0, node.offset).split('\n');
  return { line: before.length, column: (before[before.length - 1]?.length ?? 0) + 1 };
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
      if (problem.line !== undefined) return problem;
      const text = await textOf(problem.file);
      if (text === undefined) return problem;
      const position = problem.file.endsWith('.json')
        ? jsonPosition(text, problem.path)
        : tsPosition(text, problem.file, problem.path);
      return position ? { ...problem, ...position } : problem;
    }),
  );
}
