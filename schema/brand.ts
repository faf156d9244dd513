// Plain helpers shared by the schemas and the components: no zod here, so a component importing them
// ships none of the schema code to the browser.

/** Icon name under which a network's brand icon is shipped. */
export const brandIcon = (network: string) => `brand:${network}`;

const NETWORK_NAMES: Record<string, string> = { github: 'GitHub', linkedin: 'LinkedIn', youtube: 'YouTube' };

/** A network's name as people write it: "GitHub", "Facebook". */
export const networkName = (network: string) =>
  NETWORK_NAMES[network] ?? network.charAt(0).toUpperCase() + network.slice(1);
