// Plain helpers shared by the components and the schemas (which record the brand icons a page uses):
// no imports, so schema/ may take them without taking anything of the browser code.

/** Icon name under which a network's brand icon is shipped. */
export const brandIcon = (network: string) => `brand:${network}`;

const NETWORK_NAMES: Record<string, string> = { github: 'GitHub', linkedin: 'LinkedIn', youtube: 'YouTube' };

/** A network's name as people write it: "GitHub", "Facebook". */
export const networkName = (network: string) =>
  NETWORK_NAMES[network] ?? network.charAt(0).toUpperCase() + network.slice(1);
