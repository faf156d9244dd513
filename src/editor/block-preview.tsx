import type { SlotComponent } from '@puckeditor/core';
import { type ComponentType, createContext, Suspense, use, useMemo, useState } from 'react';
import { z } from 'zod';
import { type Block, blockSchemas, type BlockType } from '../../schema/blocks';
import { withParseContext } from '../../schema/context';
import { flattenIssues, pageErrorMap } from '../../schema/errors';
import { describePath } from '../content/report';
import { registry } from '../registry';
import { Blocks } from '../render/blocks';
import { BlockRenderer } from '../ui/child-blocks';
import { IconProvider } from '../ui/icon';
import { CanvasProblems, useTypingIn } from './canvas-text';
import { DrawError, Problems, TypingNote } from './preview-problems';
import type { FieldContext } from './field-kinds';
import { fromPuckProps, slotKeys } from './puck-data';
import { peel } from './zod-walk';

type Parsed = { ok: true; block: Block; icons: string[] } | { ok: false; problems: string[] };

const previewSchemas = new Map<string, z.ZodType>();

/** The block's schema without its slots: Puck draws their blocks, each checked as a block of its own. */
function previewSchema(type: BlockType): z.ZodType {
  const schema = blockSchemas[type];
  const slots = slotKeys(type);
  if (slots.length === 0) return schema;
  let cached = previewSchemas.get(type);
  if (!cached) {
    const shape = { ...(peel(schema).def.shape ?? {}) };
    for (const key of slots) delete shape[key];
    cached = z.strictObject(shape);
    previewSchemas.set(type, cached);
  }
  return cached;
}

function parse(type: BlockType, props: Record<string, unknown>, { routeNames: routes, tokens }: FieldContext): Parsed {
  const own = Object.fromEntries(Object.entries(props).filter(([key]) => !slotKeys(type).includes(key)));
  const written = fromPuckProps(type, own);
  const icons = new Set<string>();
  // `{company.name}` and the other settings placeholders are filled in by the schema, as the site does.
  const result = withParseContext({ routes, icons, tokens }, () =>
    previewSchema(type).safeParse(written, { error: pageErrorMap, reportInput: true }),
  );
  if (result.success) return { ok: true, block: result.data as Block, icons: [...icons].sort() };
  const problems = flattenIssues(result.error.issues).map((issue) => {
    const path = issue.path.filter((p): p is string | number => typeof p !== 'symbol');
    return `${describePath(path, written) || '(block)'}: ${issue.message}`;
  });
  return { ok: false, problems };
}

/** Slot content by the list standing for it in the parsed block, for `EditorBlocks`. */
const Slots = createContext<ReadonlyMap<readonly Block[], SlotComponent>>(new Map());

/** The renderer blocks draw their blocks with: a slot's through Puck, so they stay editable. */
function EditorBlocks({ blocks }: { blocks: readonly Block[] }) {
  const slot = use(Slots).get(blocks);
  // Puck's slot function only returns its drop zone element, so calling it is drawing it.
  return slot ? slot() : <Blocks blocks={blocks} />;
}

type DrawnProps = { type: BlockType; block: Block; icons: string[]; context: FieldContext; slots: Slots };
type Slots = ReadonlyMap<readonly Block[], SlotComponent>;

type Glyphs = ReturnType<NonNullable<FieldContext['iconGlyphs']>>;
const asked = new WeakMap<NonNullable<FieldContext['iconGlyphs']>, Map<string, Glyphs>>();

/** One answer per set of names, so `use()` sees the same promise on every render. */
function glyphsOf(context: FieldContext, names: string[]): Glyphs {
  const get = context.iconGlyphs;
  if (!get) return {};
  let answers = asked.get(get);
  if (!answers) asked.set(get, (answers = new Map()));
  const key = names.join(',');
  if (!answers.has(key)) answers.set(key, get(names));
  return answers.get(key)!;
}

function Drawn({ type, block, icons, context, slots }: DrawnProps) {
  const found = glyphsOf(context, icons);
  const glyphs = found instanceof Promise ? use(found) : found;
  const Component = registry[type] as ComponentType<Block>;
  return (
    <IconProvider value={glyphs}>
      <Slots value={slots}>
        <BlockRenderer value={EditorBlocks}>
          <Component {...block} />
        </BlockRenderer>
      </Slots>
    </IconProvider>
  );
}

/**
 * A block on the editor's canvas: Puck's props parsed by the block's schema, then drawn by the
 * registry's own component with the site's styles. Props that do not parse, or a block that fails to
 * draw, show an inline box instead, so the canvas never breaks.
 */
export function BlockPreview({
  type,
  props,
  context,
}: {
  type: BlockType;
  props: Record<string, unknown>;
  context: FieldContext;
}) {
  const parsed = useMemo(() => parse(type, props, context), [type, props, context]);
  const drawn = useMemo(() => {
    if (!parsed.ok) return undefined;
    const slots = new Map<readonly Block[], SlotComponent>();
    const block = { ...parsed.block } as Record<string, unknown>;
    for (const key of slotKeys(type)) {
      const stand: Block[] = [];
      block[key] = stand;
      if (typeof props[key] === 'function') slots.set(stand, props[key] as SlotComponent);
    }
    return { block: block as Block, slots };
  }, [parsed, props, type]);
  const [lastGood, setLastGood] = useState<{ parsed: Parsed & { ok: true }; drawn: NonNullable<typeof drawn> }>();
  if (parsed.ok && drawn && lastGood?.drawn !== drawn) setLastGood({ parsed, drawn });
  // While the marketer types on the canvas, a text that is wrong for a moment (emptied to be written
  // again) leaves the block as it was last drawn, with what is wrong below it: the text being typed in
  // stays where it is.
  const id = String(props.id ?? '');
  const typing = useTypingIn(id);
  const worded = [...(use(CanvasProblems).get(id)?.values() ?? [])].flat().map((problem) => problem.text);
  const shown = parsed.ok && drawn ? { parsed, drawn } : typing ? lastGood : undefined;
  if (!shown) return <Problems type={type} problems={parsed.ok ? [] : parsed.problems} />;
  return (
    <>
      <DrawError type={type} value={shown.parsed}>
        <Suspense fallback={null}>
          <Drawn
            type={type}
            block={shown.drawn.block}
            icons={shown.parsed.icons}
            context={context}
            slots={shown.drawn.slots}
          />
        </Suspense>
      </DrawError>
      {parsed.ok ? null : <TypingNote type={type} problems={worded.length > 0 ? worded : parsed.problems} />}
    </>
  );
}
