import { type SampleName, sample } from '../template/samples.ts';

/**
 * A sample picture with both WebP widths, its size (so the page does not jump) and lazy loading
 * unless it is above the fold (`eager`). `sizes` says how wide it shows, e.g. "(max-width: 767px) 100vw, 33vw".
 */
export function SampleImage({
  name,
  alt = '',
  sizes = '100vw',
  eager = false,
  className,
}: {
  name: SampleName;
  alt?: string;
  sizes?: string;
  eager?: boolean;
  className?: string;
}) {
  const { src, srcSet, width, height } = sample(name);
  return (
    <img
      src={src}
      srcSet={srcSet}
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
