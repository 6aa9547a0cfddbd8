/** Widths of the WebP variants made for every stored image smaller than them. */
export const imageVariantWidths = [480, 960, 1440] as const;

/**
 * `src` and `srcSet` of a stored image. Its name carries its own width (`abc.w1920.webp`), so the
 * variants that exist (`abc.w1920-480.webp`, ...) are known without asking the server.
 */
export function responsiveImage(path: string) {
  const match = /\.w(\d+)\.(webp|png|jpg|gif)$/.exec(path);
  if (!match) return { src: path };
  const width = Number(match[1]);
  const base = path.slice(0, -(match[2].length + 1));
  const variants = imageVariantWidths.filter((w) => w < width).map((w) => `${base}-${w}.webp ${w}w`);
  return { src: path, srcSet: [...variants, `${path} ${width}w`].join(', ') };
}
