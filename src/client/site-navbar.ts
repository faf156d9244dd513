import { listen } from './dom';

/**
 * The site navbar's looks that depend on the browser: a transparent sticky bar (`data-glass`) turns
 * to frosted glass once the page scrolls under it, the logo leads to `data-phone-href` below 992 px,
 * and from 992 px the links that do not fit on the bar's one row move under "More". With no script
 * the bar stays as drawn (wrapping its links onto a second row when they do not fit) and the logo
 * keeps its wide-screen link. Returns a function that stops all three.
 */
const PHONE_QUERY = '(max-width: 991.98px)';
const SCROLL_OFFSET = 8;

export function installSiteNavbar(doc: Document): () => void {
  const view = doc.defaultView;
  if (!view) return () => {};
  const phone = view.matchMedia(PHONE_QUERY);

  const updateGlass = () => {
    const scrolled = view.scrollY > SCROLL_OFFSET;
    for (const bar of doc.querySelectorAll<HTMLElement>('.site-navbar[data-glass]')) {
      bar.classList.toggle('navbar-glass', scrolled);
    }
  };
  const updateLogo = () => {
    for (const logo of doc.querySelectorAll<HTMLAnchorElement>('a[data-phone-href]')) {
      logo.dataset.wideHref ??= logo.getAttribute('href') ?? '/';
      logo.setAttribute('href', phone.matches ? logo.dataset.phoneHref! : logo.dataset.wideHref);
    }
  };

  let frame = 0;
  const refit = () => {
    view.cancelAnimationFrame(frame);
    frame = view.requestAnimationFrame(() => fitLinks(doc, phone.matches));
  };
  const onPhoneChange = () => {
    updateLogo();
    refit();
  };

  updateGlass();
  updateLogo();
  fitLinks(doc, phone.matches);
  // The web fonts may arrive after the first fit, with other widths.
  void doc.fonts?.ready.then(refit);
  const stop = listen(view, { scroll: updateGlass }, { passive: true });
  const stopResize = listen(view, { resize: refit }, { passive: true });
  phone.addEventListener('change', onPhoneChange);
  return () => {
    stop();
    stopResize();
    view.cancelAnimationFrame(frame);
    phone.removeEventListener('change', onPhoneChange);
  };
}

/** Whether the bar's visible items stand on one row, none of them past its end. */
function oneRow(nav: HTMLElement): boolean {
  const items = ([...nav.children] as HTMLElement[]).filter((item) => !item.hidden);
  const top = items[0]?.offsetTop;
  return items.every((item) => item.offsetTop === top) && nav.scrollWidth <= nav.clientWidth + 1;
}

/**
 * Puts every link back on the bar, then, from 992 px, moves the last ones under "More" until the bar
 * holds one row. A bar whose links fit is left as it was drawn, so it does not move.
 */
export function fitLinks(doc: Document, phone: boolean): void {
  for (const nav of doc.querySelectorAll<HTMLElement>('.site-navbar .navbar-nav')) {
    const more = nav.querySelector<HTMLElement>(':scope > .nav-more');
    const list = more?.querySelector('.nav-menu-items');
    if (!more || !list) continue;
    if (list.children.length > 0) {
      for (const item of [...list.children]) {
        item.querySelector('a')?.classList.replace('nav-menu-link', 'nav-link');
        nav.insertBefore(item, more);
      }
      more.hidden = true;
    }
    if (phone || oneRow(nav)) continue;
    more.hidden = false;
    const links = [
      ...nav.querySelectorAll<HTMLElement>(':scope > .nav-item:not(.nav-menu):not(.navbar-action):not(.nav-languages)'),
    ];
    for (let last = links.pop(); last && !oneRow(nav); last = links.pop()) {
      last.querySelector('a')?.classList.replace('nav-link', 'nav-menu-link');
      list.prepend(last);
    }
  }
}
