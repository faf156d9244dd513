import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { fontFallbacksPlugin } from './scripts/lib/fonts';
import { imagesPlugin } from './scripts/lib/images';
import { FRAMEWORK_CHUNK, sharedConfig } from './scripts/lib/vite-shared';

export default defineConfig({
  ...sharedConfig,
  plugins: [
    reactRouter(),
    imagesPlugin(),
    // Metric-matched local fallbacks, so nothing moves when the web fonts swap in.
    fontFallbacksPlugin(),
  ],
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: { output: { codeSplitting: { groups: [FRAMEWORK_CHUNK] } } },
  },
});
