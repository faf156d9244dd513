import { fileURLToPath } from 'node:url';
import type { UserConfig } from 'vite';
import { SITE_THEME_ALIAS, SITE_THEME_DIR } from './site-theme';

/**
 * What both builds share: the site's build (React Router's, which prerenders the pages) and the
 * browser scripts' build (`scripts/lib/build/client-build.ts`). Equal settings give equal file names, so a
 * block stylesheet an island names in the browser is the one the page already links.
 */
export const sharedConfig = {
  // `~/…` is `src/…`, as the showcase's generated JSX imports it; `@site-theme/theme` is the site's
  // theme as Sass variables (scripts/lib/build/site-theme.ts), which every stylesheet reads.
  resolve: {
    alias: {
      '~': fileURLToPath(new URL('../../../src', import.meta.url)),
      [SITE_THEME_ALIAS]: SITE_THEME_DIR,
    },
  },
  css: {
    preprocessorOptions: {
      scss: {
        // Bootstrap 5.3 still uses @import and global colour functions.
        silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
        quietDeps: true,
      },
    },
  },
} satisfies UserConfig;

/** React and React DOM in one long-cached chunk, named so budgets can tell the framework's bytes. */
export const FRAMEWORK_CHUNK = {
  name: 'framework',
  test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
};
