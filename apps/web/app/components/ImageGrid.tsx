import { responsiveImage } from '@sahay/contracts/media';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../i18n.tsx';

/**
 * A grid of pictures (3 columns, rows 500 px high; 350 px for profiles) with a lightbox that
 * opens at the picture clicked and goes back to the first one when it closes (spec section 4).
 */
export function ImageGrid({ images, label, rowHeight = 500 }: { images: string[]; label: string; rowHeight?: number }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [index, setIndex] = useState(0);
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    if (open && dialog.current && !dialog.current.open) dialog.current.showModal();
    if (!open && dialog.current?.open) dialog.current.close();
  }, [open]);

  const close = () => {
    setOpen(false);
    setIndex(0);
  };
  const move = (by: number) => setIndex((i) => (i + by + images.length) % images.length);

  return (
    <section className="image-grid-section" aria-label={label} data-lightbox-index={index} data-lightbox-open={open}>
      <ul className="image-grid" style={{ '--row-height': `${rowHeight}px` } as React.CSSProperties}>
        {images.map((image, i) => (
          <li key={image}>
            <button
              type="button"
              className="image-grid-item"
              aria-label={`${t('gallery.open')} ${i + 1}`}
              onClick={() => {
                setIndex(i);
                setOpen(true);
              }}
            >
              <img
                {...responsiveImage(image)}
                sizes="(max-width: 767px) 100vw, 33vw"
                alt=""
                width={900}
                height={rowHeight}
                loading={i < 3 ? 'eager' : 'lazy'}
              />
            </button>
          </li>
        ))}
      </ul>
      {open && (
        <dialog
          ref={dialog}
          className="lightbox"
          aria-label={label}
          onClose={close}
          onKeyDown={(e) => {
            if (e.key === 'ArrowRight') move(1);
            if (e.key === 'ArrowLeft') move(-1);
          }}
        >
          <button type="button" className="icon-button lightbox-close" aria-label={t('gallery.close')} onClick={close}>
            <X aria-hidden="true" />
          </button>
          <button type="button" className="icon-button lightbox-prev" aria-label={t('gallery.previous')} onClick={() => move(-1)}>
            <ChevronLeft aria-hidden="true" />
          </button>
          <figure>
            <img {...responsiveImage(images[index])} sizes="90vw" alt="" className="lightbox-image" data-index={index} />
            <figcaption>
              {index + 1} / {images.length}
            </figcaption>
          </figure>
          <button type="button" className="icon-button lightbox-next" aria-label={t('gallery.next')} onClick={() => move(1)}>
            <ChevronRight aria-hidden="true" />
          </button>
        </dialog>
      )}
    </section>
  );
}
