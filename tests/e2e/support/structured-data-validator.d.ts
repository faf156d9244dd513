// @adobe/structured-data-validator ships no types: the class the JSON-LD test runs.
declare module '@adobe/structured-data-validator' {
  export default class Validator {
    /** `schemaOrgJson`: schema.org's vocabulary as its JSON-LD file has it (`@graph` of classes and properties). */
    constructor(schemaOrgJson?: unknown);
    /** Items by their type, per format, as @marbec/web-auto-extractor gives them. */
    validate(data: { jsonld?: Record<string, Record<string, unknown>[]> }): Promise<unknown[]>;
  }
}
