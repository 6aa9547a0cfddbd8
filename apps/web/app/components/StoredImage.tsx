import { responsiveImage } from '@sahay/contracts/media';

/** A stored picture (a cause's, a post's, an event's, an author's) at the size it is shown; lazy unless above the fold. */
export function StoredImage({
  path,
  sizes,
  width,
  height,
  alt = '',
  className,
  eager = false,
}: {
  path: string;
  sizes: string;
  width: number;
  height: number;
  alt?: string;
  className?: string;
  eager?: boolean;
}) {
  return (
    <img
      {...responsiveImage(path)}
      sizes={sizes}
      width={width}
      height={height}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={className}
    />
  );
}
