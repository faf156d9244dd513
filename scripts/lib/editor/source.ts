import { parseModule, type ASTNode } from 'magicast';
import { jsonSyntaxError, typescriptSyntaxError } from '../../../src/content/locate';
import { EditorError } from './errors';

/** A page file parsed for editing: the node of the page's data and what notes about computed values need. */
export interface PageSource {
  /** The code parsed: the file's text, or for JSON `export default <text>`. */
  code: string;
  /** Where the file's text starts in `code`. */
  offset: number;
  json: boolean;
  /** The page's data: `definePage`'s argument, or the object exported. */
  node: ASTNode;
  /** Local name → module, for `import { portrait } from './_people'`. */
  imports: Map<string, string>;
  /** Top-level constants by name, with their line. */
  constants: Map<string, number>;
}

const JSON_PREFIX = 'export default ';

/** Parses a page file; a file that does not parse is refused with where its mistake is. */
export function parsePage(file: string, text: string): PageSource {
  const json = file.endsWith('.json');
  const syntax = json ? jsonSyntaxError(text) : typescriptSyntaxError(text, file);
  if (syntax) {
    throw new EditorError(`${file}:${syntax.line}:${syntax.column} is not valid: ${syntax.message}. Fix it first.`);
  }
  const code = json ? JSON_PREFIX + text : text;
  const mod = parseModule(code);
  const exported = (mod.exports as { default?: { $type?: string; $ast: ASTNode; $args?: { $ast: ASTNode }[] } })
    .default;
  const node = exported?.$type === 'function-call' ? exported.$args?.[0]?.$ast : exported?.$ast;
  if (!node) throw new EditorError(`${file} has no page to edit: write \`export default definePage({ … })\`.`);
  const imports = new Map<string, string>();
  const constants = new Map<string, number>();
  for (const statement of (mod.$ast as ASTNode & { body: ASTNode[] }).body) {
    if (statement.type === 'ImportDeclaration' && statement.importKind !== 'type') {
      for (const specifier of statement.specifiers) imports.set(specifier.local.name, statement.source.value);
    }
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (declaration?.type === 'VariableDeclaration') {
      for (const { id } of declaration.declarations) {
        if (id.type === 'Identifier') constants.set(id.name, id.loc?.start.line ?? 0);
      }
    }
  }
  return { code, offset: json ? JSON_PREFIX.length : 0, json, node, imports, constants };
}

/** The value itself, through what does not change it: `as const`, `satisfies`, `!` and parentheses. */
export function unwrap(node: ASTNode): ASTNode {
  let current = node;
  while (
    current.type === 'TSAsExpression' ||
    current.type === 'TSSatisfiesExpression' ||
    current.type === 'TSNonNullExpression' ||
    current.type === 'ParenthesizedExpression'
  ) {
    current = current.expression;
  }
  return current;
}

const NOT_LITERAL = Symbol('not a literal');

/** The value of a literal string, number, boolean, null or plain template; `NOT_LITERAL` for anything else. */
export function scalarValue(node: ASTNode): unknown {
  const n = unwrap(node);
  switch (n.type) {
    case 'StringLiteral':
    case 'NumericLiteral':
    case 'BooleanLiteral':
      return n.value;
    case 'NullLiteral':
      return null;
    case 'TemplateLiteral':
      return n.expressions.length === 0 ? n.quasis[0]?.value.cooked : NOT_LITERAL;
    case 'UnaryExpression': {
      const argument = n.operator === '-' || n.operator === '+' ? unwrap(n.argument) : undefined;
      if (argument?.type !== 'NumericLiteral') return NOT_LITERAL;
      return n.operator === '-' ? -argument.value : argument.value;
    }
    case 'Identifier':
      return n.name === 'undefined' ? undefined : NOT_LITERAL;
    default:
      return NOT_LITERAL;
  }
}

export const isScalar = (node: ASTNode) => scalarValue(node) !== NOT_LITERAL;

/** The name a property is written with (`title`, `'Sofia Marin'`, `2`); undefined when computed (`[key]`). */
export function propertyKey(node: ASTNode): string | undefined {
  if ((node.type !== 'ObjectProperty' && node.type !== 'ObjectMethod') || node.computed) return undefined;
  const { key } = node;
  if (key.type === 'Identifier') return key.name;
  if (key.type === 'StringLiteral' || key.type === 'NumericLiteral') return String(key.value);
  return undefined;
}
