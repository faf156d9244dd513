import { format, type Options } from 'prettier';
import projectPrettier from '../../.prettierrc.json';

/**
 * The Code tab's two sources, generated from a sample's block data as the author wrote it: the JSX a
 * developer writes (with its import) and the block data a marketer pastes into a page file. Nothing
 * here is written by hand per block, so the code cannot drift from the preview.
 */

/** Where generated JSX imports the `Block` component from (the `~` alias is `src/`). */
export const BLOCK_IMPORT = '~/render/block';

/** The project's own Prettier settings, so pasted code passes `npm run lint` as it is. */
const jsxOptions: Options = { ...(projectPrettier as Options), parser: 'typescript' };

/** How far in a pasted block sits in a page file: in `blocks: [` of `definePage({`. */
export const PASTE_INDENT = 4;
const dataOptions = { ...jsxOptions, printWidth: projectPrettier.printWidth - PASTE_INDENT };

/** `alerts-simple` → `AlertsSimple`: the generated component's name. */
export function componentName(id: string): string {
  const name = id
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join('');
  return /^[A-Z]/.test(name) ? name : `Sample${name}`;
}

// A JSX string attribute cannot hold a quote and decodes `&` entities; such text goes in braces.
const PLAIN_ATTRIBUTE = /^[^"&{}<>\\\n\r]*$/;

function attribute(name: string, value: unknown): string {
  if (value === true) return name;
  if (typeof value === 'string' && PLAIN_ATTRIBUTE.test(value)) return `${name}="${value}"`;
  return `${name}={${JSON.stringify(value)}}`;
}

function element(block: Record<string, unknown>): string {
  const { type, ...props } = block;
  const attributes = [
    attribute('type', type),
    ...Object.entries(props)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => attribute(key, value)),
  ];
  return `<Block ${attributes.join(' ')} />`;
}

/** The JSX of a sample: one component drawing its blocks through `<Block>`. */
export async function jsxSource(id: string, blocks: readonly Record<string, unknown>[]): Promise<string> {
  const body = blocks.map(element).join('\n');
  const tree = blocks.length === 1 ? body : `<>\n${body}\n</>`;
  const code = `import { Block } from '${BLOCK_IMPORT}';\n\nexport default function ${componentName(id)}() {\n  return (${tree});\n}\n`;
  return format(code, jsxOptions);
}

/** The block data of a sample, each block followed by a comma, ready to paste into `blocks: [ … ]`. */
export async function dataSource(blocks: readonly Record<string, unknown>[]): Promise<string> {
  const parts = await Promise.all(
    blocks.map(async (block) => {
      // A line break after the first brace keeps the block's object open, one prop a line, as a
      // page file writes its blocks (Prettier keeps an object open that starts so).
      const source = `({\n${JSON.stringify(block).slice(1)});`;
      const formatted = (await format(source, dataOptions)).trimEnd();
      return formatted.replace(/^\(/, '').replace(/\);$/, ',');
    }),
  );
  return parts.join('\n') + '\n';
}
