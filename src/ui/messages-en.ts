// The texts the site's own parts draw, whatever the page data says: the skip link, the menus' names,
// the 404 page, the blocks' buttons and labels. `language.*` describe the catalogue's own language: the
// language switch names its link to a language in that language ("Deutsch: Diese Seite auf Deutsch"). ICU messages (`{name}`, `{count, plural, …}`), in English;
// each other language of the site translates every one of them under `messages` in
// `pages-data/<code>/_site.ts`, and `npm run validate` names any it leaves out.

export const EN_MESSAGES = {
  'layout.skipToContent': 'Skip to content',
  'layout.mainNavigation': 'Main',
  'layout.menu': 'Menu',
  'layout.more': 'More',
  'layout.breadcrumb': 'Breadcrumb',
  'layout.footerNavigation': 'Footer',
  'layout.socialNetworks': 'Social networks',
  'notFound.title': 'Page not found',
  'notFound.text': 'The page you asked for does not exist or has moved.',
  'notFound.home': 'Back to the home page',
  'block.close': 'Close',
  'pagination.previous': 'Previous page',
  'pagination.next': 'Next page',
  'pagination.page': 'Page',
  'carousel.start': 'Start automatic slide show',
  'carousel.stop': 'Stop automatic slide show',
  'carousel.previous': 'Previous slide',
  'carousel.next': 'Next slide',
  'player.label': 'Player',
  'player.previous': 'Previous song',
  'player.next': 'Next song',
  'player.play': 'Play',
  'player.pause': 'Pause',
  'progress.label': 'Progress',
  'table.online': 'Online',
  'table.offline': 'Offline',
  'form.demoNotice': 'This is a demo form: nothing was sent.',
  'copy.button': 'Copy',
  'copy.named': 'Copy {name}',
  'copy.done': 'Code successfully copied!',
  'copy.failed': 'Copy failed: select the code and copy it by hand.',
  'nav.examples': '{count, plural, one {# example} other {# examples}}',
  'language.thisPage': 'This page in English',
  'language.home': 'Home page in English',
  'language.menu': 'Language',
  'search.open': 'Search the site',
  'search.placeholder': 'Search pages…',
  'search.results': 'Results',
  'search.found': '{count, plural, one {# result} other {# results}}',
  'search.none': 'No results for “{query}”',
  'search.searching': 'Searching…',
  'search.failed': 'Search could not load. Try again later.',
  'search.keys': 'Arrow keys choose, Enter opens, Escape closes',
  'search.needsScript': 'The site search needs JavaScript, which is off in this browser.',
} as const;

export type MessageKey = keyof typeof EN_MESSAGES;

/** A catalogue of the site's own texts: every key, in one language. */
export type Messages = Readonly<Record<MessageKey, string>>;
