import type { ReactNode } from 'react';
import { sitePath } from '../ui/site-path';

/** The not-found page's content: prerendered once as /404, which static hosts serve for unknown paths. */
export function NotFound(): ReactNode {
  return (
    <section className="container py-6 my-5 text-center not-found">
      <p className="display-1 fw-bold text-gradient-primary mb-0" aria-hidden="true">
        404
      </p>
      <h1 className="h2">Page not found</h1>
      <p className="lead">The page you asked for does not exist or has moved.</p>
      <a className="btn btn-gradient-primary" href={sitePath('/')}>
        Back to the home page
      </a>
    </section>
  );
}
