import type { ReactNode } from 'react';
import { usePageLocale } from '../ui/locale';
import { sitePath } from '../ui/site-path';
import { useMessages } from '../ui/messages';

/** The not-found page's content: prerendered once as /404, which static hosts serve for unknown paths. */
export function NotFound(): ReactNode {
  const t = useMessages();
  // The home page of the page's language: /de for an unknown address under /de/.
  const { code, languages } = usePageLocale();
  const home = languages.find((language) => language.code === code)?.prefix || '/';
  return (
    <section className="container py-6 my-5 text-center not-found">
      <p className="display-1 fw-bold text-gradient-primary mb-0" aria-hidden="true">
        404
      </p>
      <h1 className="h2">{t('notFound.title')}</h1>
      <p className="lead">{t('notFound.text')}</p>
      <a className="btn btn-gradient-primary" href={sitePath(home)}>
        {t('notFound.home')}
      </a>
    </section>
  );
}
