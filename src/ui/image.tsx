import type { ImgHTMLAttributes } from 'react';
import type { z } from 'zod';
import type { imageSchema } from '../../schema/primitives';

type ImageData = z.output<typeof imageSchema>;

/** An image from page data, with its alt text and intrinsic size; other attributes follow them. */
export function Img({
  image,
  className,
  ...rest
}: { image: ImageData } & Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'width' | 'height'>) {
  return (
    <img className={className} src={image.src} alt={image.alt} width={image.width} height={image.height} {...rest} />
  );
}
