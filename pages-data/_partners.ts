import type { ImageId } from '../schema/images';

const partner = (name: string, src: ImageId) => ({ name, image: { src } });

/** The companies whose logos the demo pages and samples show, each with its logo from the catalogue. */
export const PARTNERS = [
  partner('Northwind', 'partners/northwind'),
  partner('Bluepeak', 'partners/bluepeak'),
  partner('Lumen Labs', 'partners/lumen-labs'),
  partner('Orbitron', 'partners/orbitron'),
  partner('Quayside', 'partners/quayside'),
  partner('Vertex Bank', 'partners/vertex-bank'),
];
