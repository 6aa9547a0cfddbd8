import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import { Link, Typography } from '@mui/material';
import { responsiveImage } from '@sahay/contracts';
import { useFieldValue, useTranslate } from 'react-admin';

/** A stored picture as a small thumbnail (the smallest WebP variant the browser needs), or a link to a PDF. */
export function MediaPreview({ path, size = 64, alt = '' }: { path: string | null | undefined; size?: number; alt?: string }) {
  const translate = useTranslate();
  if (!path)
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('sahay.upload.none')}
      </Typography>
    );
  if (path.endsWith('.pdf')) {
    return (
      <Link
        href={path}
        target="_blank"
        rel="noopener"
        onClick={(e) => e.stopPropagation()}
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
      >
        <PictureAsPdf fontSize="small" aria-hidden="true" />
        {translate('sahay.upload.open')}
      </Link>
    );
  }
  const { src, srcSet } = responsiveImage(path);
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={`${size}px`}
      alt={alt}
      loading="lazy"
      style={{ width: size, height: size, objectFit: 'cover', borderRadius: 4, display: 'block' }}
    />
  );
}

export function MediaField({ source, size }: { source: string; size?: number; label?: string; sortable?: boolean }) {
  const value = useFieldValue({ source }) as string | null | undefined;
  return <MediaPreview path={value} size={size} />;
}
