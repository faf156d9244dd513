import path from 'node:path';

/**
 * The validated content the build hands to the prerender (`npm run build` validates first and writes
 * it here; React Router empties .build/ when it starts), so the data files are neither bundled into the build-time server nor validated twice.
 */
export const CONTENT_SNAPSHOT = path.join('node_modules', '.cache', 'site-build', 'content.json');
