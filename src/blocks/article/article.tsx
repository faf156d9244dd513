import type { BlockProps } from '../../../schema/blocks';
import { Img } from '../../ui/image';
import { RichText } from '../../ui/rich-text';
import { typeset } from '../../ui/typeset';

/**
 * A long read (a blog post, a policy): a title or, under a page header, none; an author card; an
 * introduction and sections, set at a reading width of at most 70 characters.
 */
export default function Article({ id, title, subtitle, author, intro, numbered, sections }: BlockProps<'article'>) {
  return (
    <article id={id} className="section article">
      <div className="container">
        <div className="article-card card">
          <div className="card-body">
            {title !== undefined ? (
              <header className="article-header">
                <h1>{title}</h1>
                {subtitle ? <p className="article-subtitle">{typeset(subtitle)}</p> : null}
              </header>
            ) : null}
            {author ? (
              <div className="article-author">
                <Img className="article-author-image" image={author.image} slot="avatar" loading="lazy" />
                <p className="mb-0">
                  <span className="article-author-name">{author.name}</span>
                  {author.role ? <span className="article-author-role">{author.role}</span> : null}
                  <span className="article-author-date">{author.date}</span>
                </p>
              </div>
            ) : null}
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
