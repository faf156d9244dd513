import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { blockContextPlugin } from './scripts/lib/build/block-context';
import { webFontsPlugin } from './scripts/lib/build/fonts';
import { devDataPlugin } from './scripts/lib/dev/dev-data';
import { devGuardPlugin } from './scripts/lib/dev/dev-guard';
import { editorEnabled, editorPlugin } from './scripts/lib/editor/server';
import { imagesPlugin } from './scripts/lib/build/images';
import { dataModulesPlugin } from './scripts/lib/sandbox/server';
import { FRAMEWORK_CHUNK, sharedConfig } from './scripts/lib/build/vite-shared';

export default defineConfig({
  ...sharedConfig,
  // The path the site is published under, from its siteUrl (`npm run build` sets it; `/` in development).
  base: process.env.SITE_BASE ?? '/',
  plugins: [
    // Development only, first of all: what another site's page could make the server do is refused.
    devGuardPlugin({ editing: editorEnabled() }),
    reactRouter(),
    imagesPlugin(),
    // Route names and icon glyphs for `<Block>` in any route module (`virtual:block-context`).
    blockContextPlugin(),
    // Development only: data edits reload the page, data mistakes show in the overlay, pages come
    // and go without a restart, unknown paths answer 404.
    devDataPlugin(),
    // Development only: each data file's value, evaluated in the data files' sandbox, as a module.
    dataModulesPlugin(),
    // `npm run edit` only: the visual editor's endpoint, for this computer only.
    editorPlugin(),
    // Roboto split into a small core file and the rest, with metric-matched local fallbacks, so the
    // first screen waits for little and nothing moves when the web fonts swap in.
    webFontsPlugin(),
  ],
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: { output: { codeSplitting: { groups: [FRAMEWORK_CHUNK] } } },
  },
});
