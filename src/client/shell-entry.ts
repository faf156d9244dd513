import { installShell } from './shell';

// The built site's one script on every page: the shell's behaviour, with no framework.
// The search dialog is a script of its own (scripts/lib/build/client-build.ts names it here), loaded when the
// search first opens: a plain import() would make Vite add its preload helper to every page's script.
declare const __SEARCH_DIALOG__: string;
installShell(document, () => import(/* @vite-ignore */ __SEARCH_DIALOG__));
document.documentElement.dataset.shell = 'ready';
