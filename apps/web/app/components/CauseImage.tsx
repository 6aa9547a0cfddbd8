import { responsiveImage } from '@sahay/contracts/media';

/** A stored picture at the size it is shown, lazy unless above the fold. */
export function CauseImage({
  path,
  sizes,
  width,
  height,
  className,
  eager = false,
}: {
  path: string;
  sizes: string;
  width: number;
  height: number;
  className?: string;
  eager?: boolean;
}) {
  return (
    <img
      {...responsiveImage(path)}
      sizes={sizes}
      width={width}
      height={height}
      alt=""
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={className}
    />
  );
}
