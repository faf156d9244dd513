import { type Block, type BlockType, blockSchemas } from '../../schema/blocks';
import type { Page } from '../../schema/page';
import { interpolate, settingTokens } from '../content/interpolate';
import { dataSource, jsxSource } from './codegen';
import { highlight } from './highlight';
import { propRows } from './props-table';
import type { SampleCode } from './context';

type SampleBlock = Extract<Block, { type: 'sample' }>;
type RawBlock = Record<string, unknown>;

function rawBlocksOf(source: unknown, index: number): RawBlock[] {
  const blocks = (source as { blocks?: { blocks?: unknown }[] } | undefined)?.blocks;
  const raw = blocks?.[index]?.blocks;
  if (!Array.isArray(raw)) throw new Error(`The source of sample blocks[${index}] is missing.`);
  return raw as RawBlock[];
}

/**
 * A sample's blocks with the settings filled in (`{supportEmail}` → the address): `<Block>` takes
 * its props as they are, while page data keeps the placeholders the page file fills in.
 */
export function withSettings(raw: RawBlock[], settings: unknown): RawBlock[] {
  return interpolate(raw, settingTokens(settings)) as RawBlock[];
}

/**
 * Code and props of one sample, from its blocks as written (`raw`, settings placeholders and all)
 * and as parsed (`sample`).
 */
export async function sampleCode(sample: SampleBlock, raw: RawBlock[], settings: unknown): Promise<SampleCode> {
  const [jsx, data] = await Promise.all([jsxSource(sample.id, withSettings(raw, settings)), dataSource(raw)]);
  const types = [...new Set(sample.blocks.map((block) => block.type))] as BlockType[];
  return {
    jsx: highlight(jsx),
    data: highlight(data),
    props: types.map((type) => ({ type, rows: propRows(blockSchemas[type]) })),
  };
}

/**
 * The Code tab of every sample on a page, keyed by sample id, made at build time from the page as
 * its author wrote it (`source`) and the site settings. Pages without samples get `{}`.
 */
export async function pageSampleCode(
  page: Page,
  source: unknown,
  settings: unknown,
): Promise<Record<string, SampleCode>> {
  const entries = await Promise.all(
    page.blocks.map(async (block, index) =>
      block.type === 'sample'
        ? ([block.id, await sampleCode(block, rawBlocksOf(source, index), settings)] as const)
        : undefined,
    ),
  );
  return Object.fromEntries(entries.filter((entry) => entry !== undefined));
}
