import { readFile } from 'node:fs/promises';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build, type Manifest } from 'vite';
import { FRAMEWORK_CHUNK, sharedConfig } from './vite-shared';

/** The browser scripts of the built site, by entry. */
export const CLIENT_ENTRIES = {
  /** The site search's dialog, which the shell script loads when the search first opens; built first, for the shell to name it. */
  searchDialog: 'src/client/search-dialog.ts',
  /** Every page: the site shell's behaviour, no framework. */
  shell: 'src/client/shell-entry.ts',
  /** Pages with islands: React, hydrating each island alone. */
  islands: 'src/client/islands.tsx',
} as const;

export interface ClientBuild {
  /** Public URL of each entry's script, e.g. `/assets/shell-1a2b3c.js`. */
  scripts: Record<keyof typeof CLIENT_ENTRIES, string>;
  /** Every file written, relative to `outDir` (`<entry>/assets/…`). */
  files: string[];
}

/**
 * Builds the browser scripts into `outDir`: the shell script every page runs, and the islands script,
 * which lazily loads the blocks (and their libraries) a page's islands use.
 */
export async function buildClient(root: string, outDir: string, base = '/'): Promise<ClientBuild> {
  const scripts = {} as ClientBuild['scripts'];
  const files = new Set<string>();
  // One build per entry: the shell script is then one file, sharing no chunk with the islands script.
  for (const [name, source] of Object.entries(CLIENT_ENTRIES) as [keyof typeof CLIENT_ENTRIES, string][]) {
    const out = path.join(outDir, name);
    await build({
      ...sharedConfig,
      base,
      configFile: false,
      root,
      logLevel: 'warn',
      plugins: [react()],
      define: name === 'shell' ? { __SEARCH_DIALOG__: JSON.stringify(scripts.searchDialog) } : {},
      build: {
        outDir: out,
        emptyOutDir: true,
        manifest: true,
        assetsInlineLimit: 0,
        modulePreload: { polyfill: false },
        rolldownOptions: {
          input: { [name]: source },
          // The dialog's script is imported for its export, which an app's entry would otherwise drop.
          ...(name === 'searchDialog' ? { preserveEntrySignatures: 'strict' as const } : {}),
          output: { codeSplitting: { groups: [FRAMEWORK_CHUNK] } },
        },
      },
    });
    const manifest = JSON.parse(await readFile(path.join(out, '.vite', 'manifest.json'), 'utf8')) as Manifest;
    const entry = manifest[source];
    if (!entry) throw new Error(`The browser build made no script for ${source}.`);
    scripts[name] = `${base}${entry.file}`;
    for (const chunk of Object.values(manifest)) {
      for (const file of [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(path.join(name, file));
    }
  }
  return { scripts, files: [...files] };
}
