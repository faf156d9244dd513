// Checks JSON-LD the way an outside checker does: Adobe's structured-data validator (schema.org's
// vocabulary, Google's rich-result rules) over the vocabulary as schema.org publishes it, which the
// `@vocabulary/schema` package ships as N-Quads.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import Validator from '@adobe/structured-data-validator';

const SCHEMA = 'http://schema.org/';
const RDF_TYPE = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#type';
const RDFS_CLASS = 'http://www.w3.org/2000/01/rdf-schema#Class';
const RDF_PROPERTY = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#Property';
const SUBCLASS_OF = 'http://www.w3.org/2000/01/rdf-schema#subClassOf';
const DOMAIN_INCLUDES = `${SCHEMA}domainIncludes`;

type Ref = { '@id': string };
type Term = { '@id': string; '@type': string; 'rdfs:subClassOf'?: Ref[]; 'schema:domainIncludes'?: Ref[] };

/** A schema.org IRI in the `schema:` form the validator reads; other IRIs as they are. */
const short = (iri: string) => (iri.startsWith(SCHEMA) ? `schema:${iri.slice(SCHEMA.length)}` : iri);

/**
 * The vocabulary's classes (with their parents) and properties (with the classes they apply to), in
 * the shape of schema.org's own JSON-LD file (`schemaorg-all-https.jsonld`), which the validator takes.
 */
export function schemaOrgVocabulary(): { '@graph': Term[] } {
  const file = createRequire(import.meta.url).resolve('@vocabulary/schema/schema.nq');
  const terms = new Map<string, { classes: boolean; property: boolean; parents: Ref[]; domains: Ref[] }>();
  const term = (iri: string) => {
    let found = terms.get(iri);
    if (!found) terms.set(iri, (found = { classes: false, property: false, parents: [], domains: [] }));
    return found;
  };
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const match = /^<([^>]+)> <([^>]+)> <([^>]+)>/.exec(line);
    if (!match) continue;
    const [, subject, predicate, object] = match as unknown as [string, string, string, string];
    if (!subject.startsWith(SCHEMA)) continue;
    if (predicate === RDF_TYPE && object === RDFS_CLASS) term(subject).classes = true;
    else if (predicate === RDF_TYPE && object === RDF_PROPERTY) term(subject).property = true;
    else if (predicate === SUBCLASS_OF) term(subject).parents.push({ '@id': short(object) });
    else if (predicate === DOMAIN_INCLUDES) term(subject).domains.push({ '@id': short(object) });
  }
  const graph: Term[] = [];
  for (const [iri, { classes, property, parents, domains }] of terms) {
    if (classes) graph.push({ '@id': short(iri), '@type': 'rdfs:Class', 'rdfs:subClassOf': parents });
    if (property) graph.push({ '@id': short(iri), '@type': 'rdf:Property', 'schema:domainIncludes': domains });
  }
  return { '@graph': graph };
}

/** One thing the validator found: how grave, what, and where in which item. */
export interface StructuredIssue {
  severity: 'ERROR' | 'WARNING';
  issueMessage: string;
  rootType: string;
  path?: { type?: string; property?: string; index?: number }[];
  fieldNames?: string[];
}

let validator: Validator | undefined;

/**
 * The validator's findings on a page's JSON-LD graphs: each node of a `@graph` is an item at the top,
 * as search engines read a graph.
 */
export async function validateJsonLd(
  graphs: readonly { '@graph': Record<string, unknown>[] }[],
): Promise<StructuredIssue[]> {
  validator ??= new Validator(schemaOrgVocabulary());
  const jsonld: Record<string, Record<string, unknown>[]> = {};
  for (const graph of graphs) {
    for (const node of graph['@graph']) {
      const type = String(node['@type']);
      (jsonld[type] ??= []).push(structuredClone(node));
    }
  }
  return (await validator.validate({ jsonld })) as StructuredIssue[];
}
