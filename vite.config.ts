import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { fontFallbacksPlugin } from './scripts/lib/fonts';
import { imagesPlugin } from './scripts/lib/images';

export default defineConfig({
  plugins: [
    reactRouter(),
    imagesPlugin(),
    // Metric-matched local fallbacks, so nothing moves when the web fonts swap in.
    fontFallbacksPlugin(),
  ],
  // `~/…` is `src/…`, as the showcase's generated JSX imports it.
  resolve: { alias: { '~': fileURLToPath(new URL('./src', import.meta.url)) } },
  css: {
    preprocessorOptions: {
      scss: {
        // Bootstrap 5.3 still uses @import and global colour functions.
        silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
        quietDeps: true,
      },
    },
  },
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // React, React DOM and React Router in one long-cached chunk, named so budgets can tell the
        // framework's bytes from the site's own.
        codeSplitting: {
          groups: [{ name: 'framework', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ }],
        },
      },
    },
  },
});
