// Plain helpers shared by the schemas (which record the brand icons a page uses) and the components
// (through src/ui/brand.ts). schema/plain/ imports nothing, so the browser code may take it without
// taking zod or any schema.

/** Icon name under which a network's brand icon is shipped. */
export const brandIcon = (network: string) => `brand:${network}`;

const NETWORK_NAMES: Record<string, string> = { github: 'GitHub', linkedin: 'LinkedIn', youtube: 'YouTube' };

/** A network's name as people write it: "GitHub", "Facebook". */
export const networkName = (network: string) =>
  NETWORK_NAMES[network] ?? network.charAt(0).toUpperCase() + network.slice(1);
