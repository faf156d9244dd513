import { useEffect, useId, useState } from 'react';
import { IMAGES, isImageId } from '../../schema/images';
import { CARD_HEIGHT, CARD_WIDTH, sharedPictureUrl } from '../content/social-card';
import { EDITOR_API } from './client';

/** How long the title rests before the card is drawn again: one drawing per pause, not per key. */
const SETTLE_MS = 400;

/** The page's own shared picture (`meta.image`) as the root's props hold it while it is edited. */
interface SharedImageValue {
  src?: string;
  alt?: string;
}

/**
 * Among the page's settings: the picture a link to the page shows where it is shared. The page's own
 * `meta.image` when it names one, else its social card, drawn by the editor's server with the build's
 * own drawing from the title as it is typed.
 */
export function SharedCardPreview({ path, title, image }: { path: string; title: string; image?: SharedImageValue }) {
  const headingId = useId();
  const [settled, setSettled] = useState(title);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(title), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [title]);
  const own = image?.src && isImageId(image.src) ? image.src : undefined;
  const shown = settled.trim();
  if (!own && !shown) return null;
  const query = new URLSearchParams({ path, title: shown });
  const src = own
    ? sharedPictureUrl(own, IMAGES[own].file.endsWith('.png') ? 'png' : 'jpg')
    : `${EDITOR_API}/card?${query}`;
  const alt = own ? (image?.alt ?? '') : `The page’s card, titled “${shown}”`;
  return (
    <section className="editor-shared-card" aria-labelledby={headingId}>
      <h2 id={headingId}>When shared</h2>
      <p>{own ? 'The picture this page names (Picture when shared):' : 'The card drawn from the page’s title:'}</p>
      <img src={src} alt={alt} width={CARD_WIDTH} height={CARD_HEIGHT} loading="lazy" />
    </section>
  );
}
