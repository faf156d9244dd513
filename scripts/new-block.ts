// npm run new:block <name>: writes a new block's files (schema, component, examples, invalid cases,
// browser needs, test, stylesheet), then the block maps and the JSON Schemas, so the block is drawn,
// shown on the parts fixture page and tested at once. What it draws is then filled in by hand.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { camelCase, writeBlockMaps } from './gen-block-maps';

const NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
/** Names the component template imports, which a component of the same name would shadow. */
const TAKEN_COMPONENT_NAMES = new Set(['BlockProps', 'Stylesheet']);

const pascalCase = (name: string) => camelCase(name).replace(/^./, (c) => c.toUpperCase());
const sentenceCase = (name: string) => name.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());

/** Why `name` cannot be a new block's name, with the fix; undefined when it can. */
export function blockNameProblem(name: string, root = process.cwd()): string | undefined {
  if (!NAME.test(name)) {
    const suggestion = name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^[^a-z]+|-+$/g, '');
    const example = suggestion && NAME.test(suggestion) ? suggestion : 'price-table';
    return `"${name}" is not a block name: use kebab-case (lower-case letters and digits in words joined by "-", starting with a letter), e.g. \`npm run new:block ${example}\`.`;
  }
  for (const taken of [`schema/blocks/${name}.ts`, `src/blocks/${name}`]) {
    if (existsSync(path.join(root, taken)))
      return `"${name}" is taken: ${taken} exists. Choose another name, or edit that block's files.`;
  }
  if (TAKEN_COMPONENT_NAMES.has(pascalCase(name)))
    return `"${name}" would name its component ${pascalCase(name)}, which the component imports; choose another name.`;
  return undefined;
}

/** The new block's files, path → text (before formatting). */
export function blockFiles(name: string): Record<string, string> {
  const camel = camelCase(name);
  const Pascal = pascalCase(name);
  const title = sentenceCase(name);
  const dir = `src/blocks/${name}`;
  return {
    [`schema/blocks/${name}.ts`]: `import { drawsHeadings } from '../outline';
import { lineSchema } from '../primitives';
import { blockSchema, describeBlock } from './block';

// Text fields use the shared text schemas (lineSchema, textSchema): they check the characters and fill in placeholders.
export const ${camel}Schema = blockSchema('${name}', {
  title: lineSchema.min(1).describe('Heading of the block.'),
  text: lineSchema.min(1).optional().describe('A line of text under the heading.'),
});

// Its name and what it is for, as the editor shows them to people who edit pages.
describeBlock(${camel}Schema, { title: '${title}', description: '${title}: a heading over a line of text.' });

// The headings it draws, for the outline check of \`npm run validate\`.
drawsHeadings(${camel}Schema, () => [{ level: 2, path: ['title'] }]);
`,
    [`${dir}/${name}.tsx`]: `import type { BlockProps } from '../../../schema/blocks';
import { Stylesheet } from '../../ui/stylesheet';
import css from './${name}.scss?url';

/** ${title}: a heading over a line of text. */
export default function ${Pascal}({ id, title, text }: BlockProps<'${name}'>) {
  return (
    <section id={id} className="${name}-block container">
      <Stylesheet href={css} />
      <h2 className="${name}-title">{title}</h2>
      {text ? <p className="${name}-text">{text}</p> : null}
    </section>
  );
}
`,
    [`${dir}/${name}.scss`]: `@import '../../styles/block-base';

.${name}-block {
  padding-top: 1.5rem;
  padding-bottom: 1.5rem;
}
.${name}-text {
  max-width: 40rem;
  margin-bottom: 0;
}
`,
    [`${dir}/${name}.examples.ts`]: `import type { BlockExample } from '../example';

export const ${camel}Examples: BlockExample<'${name}'>[] = [
  {
    id: '${name}-example',
    title: '${title}',
    data: { type: '${name}', title: '${title}', text: 'A first example; add one for each way the block can look.' },
  },
];
`,
    [`${dir}/${name}.cases.ts`]: `import type { InvalidBlockCase } from '../example';

export const ${camel}InvalidCases: InvalidBlockCase<'${name}'>[] = [
  {
    name: 'a block without its title',
    data: { type: '${name}', text: 'Text.' },
    path: ['title'],
    message: 'missing required field "title": expected a string',
  },
  {
    name: 'an empty title',
    data: { type: '${name}', title: '' },
    path: ['title'],
  },
];
`,
    [`${dir}/${name}.browser.ts`]: `import type { NeedsBrowser } from '../types';

export const needsBrowser: NeedsBrowser<'${name}'> = false;
`,
    [`${dir}/${name}.test.tsx`]: `import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parseBlock, renderWithSite } from '../../../tests/support/render-block';
import ${Pascal} from './${name}';
import { ${camel}Examples } from './${name}.examples';

describe('${name}', () => {
  it.each(${camel}Examples)('given the example $title, should show its title as a heading and its text', ({ data }) => {
    const { block } = parseBlock(data);
    renderWithSite(<${Pascal} {...block} />);
    expect(screen.getByRole('heading', { level: 2, name: data.title }).textContent).toBe(data.title);
    if (data.text) expect(screen.getByText(data.text).tagName).toBe('P');
  });
});
`,
  };
}

/**
 * Writes the block's files under `root`, then the block maps and the JSON Schemas. Returns the files
 * written, relative to `root`. Throws with the fix when the name cannot be used.
 */
export async function newBlock(name: string, root = process.cwd()): Promise<string[]> {
  const problem = blockNameProblem(name, root);
  if (problem) throw new Error(problem);
  const written: string[] = [];
  for (const [file, text] of Object.entries(blockFiles(name))) {
    const filepath = path.join(root, file);
    mkdirSync(path.dirname(filepath), { recursive: true });
    writeFileSync(filepath, await format(text, { ...(await resolveConfig(filepath)), filepath }));
    written.push(file);
  }
  written.push(...(await writeBlockMaps(root)));
  // Imported only now, so that it holds the new schema.
  const { jsonSchemas, jsonSchemaText } = (await import(
    path.join(root, 'schema/json-schema.ts')
  )) as typeof import('../schema/json-schema');
  for (const [file, schema] of Object.entries(jsonSchemas())) {
    const filepath = path.join(root, 'schema', file);
    const text = jsonSchemaText(schema);
    if (readFileSync(filepath, 'utf8') === text) continue;
    writeFileSync(filepath, text);
    written.push(`schema/${file}`);
  }
  return written;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const name = process.argv[2] ?? '';
  try {
    const written = await newBlock(name);
    const todo: [file: string, what: string][] = [
      [`schema/blocks/${name}.ts`, 'its fields, each with .describe(); its name and description (describeBlock)'],
      [`src/blocks/${name}/${name}.tsx`, `what it draws, styled in ${name}.scss`],
      [`src/blocks/${name}/${name}.examples.ts`, 'a sample for each way it can look'],
      [`src/blocks/${name}/${name}.cases.ts`, 'data its schema must reject'],
      [`src/blocks/${name}/${name}.browser.ts`, 'true if it needs state, effects or event handlers'],
      [`src/blocks/${name}/${name}.test.tsx`, 'what a user sees in each example'],
    ];
    const width = Math.max(...todo.map(([file]) => file.length));
    console.log(`Wrote ${written.join(', ')}.\n\nNow fill in the block:`);
    for (const [file, what] of todo) console.log(`  ${file.padEnd(width)}  ${what}`);
    console.log(
      'After changing the schema, run `npm run schema:json`; `npm test` says when a generated file is behind.',
    );
  } catch (error) {
    console.error(
      name ? (error as Error).message : 'Usage: npm run new:block <name>, e.g. npm run new:block price-table',
    );
    process.exitCode = 1;
  }
}
