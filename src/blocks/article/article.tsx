import type { BlockProps } from '../../../schema/blocks';
import { RichText } from '../../ui/rich-text';

/** A long text page (policies, terms): a title, an introduction and numbered sections. */
export default function Article({ id, title, subtitle, intro, numbered, sections }: BlockProps<'article'>) {
  return (
    <article id={id} className="section article">
      <div className="container">
        <div className="article-card card">
          <div className="card-body">
            <header className="article-header">
              <h1>{title}</h1>
              {subtitle ? <p className="article-subtitle">{subtitle}</p> : null}
            </header>
            <RichText content={intro} />
            {sections.map((section, i) => (
              <section key={section.heading} id={section.id} className="article-section">
                <h2 className="h4">
                  {numbered ? `${i + 1}. ` : ''}
                  {section.heading}
                </h2>
                <RichText content={section.body} />
              </section>
            ))}
          </div>
        </div>
      </div>
    </article>
  );
}
