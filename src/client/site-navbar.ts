import { listen } from './dom';

/**
 * The site navbar's two looks that depend on the browser: a transparent sticky bar (`data-glass`)
 * turns to frosted glass once the page scrolls under it, and the logo leads to `data-phone-href`
 * below 992 px. With no script the bar stays as drawn and the logo keeps its wide-screen link.
 * Returns a function that stops both.
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

  updateGlass();
  updateLogo();
  const stop = listen(view, { scroll: updateGlass }, { passive: true });
  phone.addEventListener('change', updateLogo);
  return () => {
    stop();
    phone.removeEventListener('change', updateLogo);
  };
}
