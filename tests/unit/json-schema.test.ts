import { readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { pageSchema, siteSchema } from '../../schema';
import { blockSchemas } from '../../schema/blocks';
import { withParseContext } from '../../schema/context';
import { jsonSchemas } from '../../schema/json-schema';
import * as fixtures from '../fixtures/schema-cases';

const committed = (name: string) => JSON.parse(readFileSync(path.resolve('schema', name), 'utf8')) as unknown;

describe('committed JSON Schemas', () => {
  it.each(Object.entries(jsonSchemas()))(
    'Given the zod schemas, should match schema/%s (run `npm run schema:json` when this fails)',
    (name, generated) => {
      expect(committed(name)).toEqual(generated);
    },
  );

  it('Given the page schema, should define each block type once, under its name, wherever blocks may stand', () => {
    const schema = committed('page.schema.json') as { $defs: Record<string, unknown> };
    const text = JSON.stringify(schema);
    for (const type of Object.keys(blockSchemas)) {
      expect(schema.$defs[`block-${type}`], type).toBeDefined();
      expect(text.split(`"const":"${type}"`).length - 1, type).toBe(1);
    }
  });
});

const ajv = new Ajv2020({ allErrors: true });
addFormats(ajv);
const validators = {
  page: ajv.compile(committed('page.schema.json') as object),
  site: ajv.compile(committed('site.schema.json') as object),
};

function zodAccepts(schema: z.ZodType, data: unknown): boolean {
  return withParseContext({ routes: fixtures.ROUTES, icons: new Set() }, () => schema.safeParse(data).success);
}

interface ParityCase {
  name: string;
  data: unknown;
  valid: boolean;
}

// Only mistakes the JSON Schema can express: route names and files in public/ need the whole site,
// so the cases marked `jsonSchema: false` are left out, and files are not checked here.
const parityOf = (cases: fixtures.InvalidCase[]): ParityCase[] =>
  cases.filter((c) => c.jsonSchema !== false).map(({ name, data }) => ({ name, data, valid: false }));

const pageCases: ParityCase[] = [
  ...fixtures.validPages.map(({ name, data }) => ({ name, data, valid: true })),
  ...Object.values(fixtures.invalidBlocks).flatMap(parityOf),
  ...parityOf(fixtures.invalidPages),
  ...fixtures.acceptedHrefs.map((href) => ({
    name: `href ${JSON.stringify(href)}`,
    data: fixtures.heroWithHref(href),
    valid: true,
  })),
  ...fixtures.rejectedHrefs
    .filter((c) => c.jsonSchema !== false)
    .map(({ href }) => ({ name: `href ${JSON.stringify(href)}`, data: fixtures.heroWithHref(href), valid: false })),
  ...fixtures.acceptedImageSrcs.map((src) => ({
    name: `image ${src}`,
    data: fixtures.heroWithImageSrc(src),
    valid: true,
  })),
  ...fixtures.rejectedImageSrcs.map((src) => ({
    name: `image ${src}`,
    data: fixtures.heroWithImageSrc(src),
    valid: false,
  })),
];

const siteCases: ParityCase[] = [
  ...fixtures.validSites.map(({ name, data }) => ({ name, data, valid: true })),
  ...parityOf(fixtures.invalidSites),
];

describe('zod and the JSON Schema agree', () => {
  it.each(pageCases)('Given the page $name, should both say valid=$valid', ({ data, valid }) => {
    const verdicts = { zod: zodAccepts(pageSchema, data), ajv: validators.page(data) };
    expect(verdicts, ajv.errorsText(validators.page.errors)).toEqual({ zod: valid, ajv: valid });
  });

  it.each(siteCases)('Given the site settings $name, should both say valid=$valid', ({ data, valid }) => {
    const verdicts = { zod: zodAccepts(siteSchema, data), ajv: validators.site(data) };
    expect(verdicts, ajv.errorsText(validators.site.errors)).toEqual({ zod: valid, ajv: valid });
  });

  it('Given a page file with a $schema line, should accept the line in both', () => {
    const data = { $schema: '../schema/page.schema.json', meta: { title: 't', description: 'd' }, blocks: [] };
    expect([zodAccepts(pageSchema, data), validators.page(data)]).toEqual([true, true]);
  });

  it('Given an unknown icon, should be rejected by the JSON Schema too (icons are an enum there)', () => {
    const data = fixtures.heroWithHref('/');
    (data.blocks[0] as { actions: { icon?: string }[] }).actions[0]!.icon = 'suport_agent';
    expect([zodAccepts(pageSchema, data), validators.page(data)]).toEqual([false, false]);
  });
});
