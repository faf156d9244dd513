import { installShell } from './shell';

// The built site's one script on every page: the shell's behaviour, with no framework.
installShell(document);
document.documentElement.dataset.shell = 'ready';
