// Plain helpers shared by the schemas and the components: no zod here, so a component importing them
// ships none of the schema code to the browser.

/** Icon name under which a network's brand icon is shipped. */
export const brandIcon = (network: string) => `brand:${network}`;
