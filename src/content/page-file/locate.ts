import ts from 'typescript';
import type { DataPath, Problem } from '../problem';
import { describePath } from '../report';
import {
  defaultExport,
  memberValue,
  type PageFile,
  type Position,
  positionOf,
  propertyKey,
  readPageFile,
  readText,
  resolveImport,
  unwrap,
} from './model';

/** Where a walk along a data path ends: the file it ended in may be a module the page imports. */
interface Found extends Position {
  file: string;
  /** Set when the path led into an imported value: its exported name and the rest of the path there. */
  shared?: { name: string; rest: DataPath };
}

type Open = (from: string, specifier: string) => PageFile | undefined;

/**
 * Follows a value to what it is: through parentheses, `as`/`satisfies`, a call's first argument
 * (`definePage({ … })`), a constant of the file, or a constant another data file exports (then the walk
 * goes on in that file).
 */
function follow(node: ts.Node, at: PageFile, open: Open) {
  let current = node;
  let file = at;
  let imported: string | undefined;
  const visited = new Set<ts.Node>();
  while (!visited.has(current)) {
    visited.add(current);
    const inner = unwrap(current);
    if (inner !== current) {
      current = inner;
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

/** Walks a file's syntax tree along a data path, into the shared files it imports. */
function findPosition(page: PageFile, dataPath: DataPath, open: Open): Found | undefined {
  if (!page.data) return undefined;
  let step = follow(page.data, page, open);
  let node = step.node;
  let at = step.file;
  let shared: Found['shared'];
  for (const [i, key] of dataPath.entries()) {
    let next: ts.Node | undefined;
    if (ts.isPropertyAssignment(node) || ts.isShorthandPropertyAssignment(node)) {
      step = follow(memberValue(node), at, open);
      node = step.node;
      if (step.file !== at) shared = { name: step.imported!, rest: dataPath.slice(i) };
      at = step.file;
    }
    if (ts.isObjectLiteralExpression(node)) {
      next = node.properties.find((p) => propertyKey(p) === String(key));
    } else if (ts.isArrayLiteralExpression(node) && typeof key === 'number') {
      next = node.elements[key];
    }
    if (!next) break;
    node = next;
  }
  // Point at the value of `key: value`, where the mistake is.
  if (ts.isPropertyAssignment(node)) node = node.initializer;
  return { file: at.file, ...positionOf(node, at), ...(shared ? { shared } : {}) };
}

/**
 * Adds line and column to each problem, found by walking the file's syntax tree along the path. A
 * value a page imports from a shared data file (`_people.ts`, `authentication/_forms.ts`) is followed
 * there: the problem is then that file's, at its line, reported once with the pages that use it.
 */
export async function locateProblems(problems: Problem[]): Promise<Problem[]> {
  const files = new Map<string, PageFile | undefined>();
  const read = (file: string) => {
    if (!files.has(file)) {
      const text = readText(file);
      files.set(file, text === undefined ? undefined : readPageFile(file, text));
    }
    return files.get(file);
  };
  const open: Open = (from, specifier) => {
    const target = resolveImport(from, specifier);
    return target && !target.endsWith('.json') ? read(target) : undefined;
  };
  const located = problems.map((problem): Problem => {
    // A problem with the whole file (it would not load, or repeats a route) has no one place.
    if (problem.line !== undefined || problem.path.length === 0) return problem;
    const page = read(problem.file);
    const found = page && findPosition(page, problem.path, open);
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
