import { Play, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useT, withElements } from '../../i18n.tsx';
import { StoredImage } from '../StoredImage.tsx';

/**
 * The picture of a video post with a play button that opens the video window (spec section 4: it opens
 * and closes). The site loads nothing from other hosts, so the window shows the film's still and says
 * where to watch it instead of embedding a player.
 */
export function VideoModal({
  title,
  poster,
  sizes,
  eager = false,
}: {
  title: string;
  /** The post's picture (a stored path): its still. */
  poster: string;
  sizes: string;
  eager?: boolean;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const id = useId();
  useEffect(() => {
    const element = dialog.current;
    if (open && element && !element.open) element.showModal();
  }, [open]);
  const close = () => {
    dialog.current?.close();
    setOpen(false);
    opener.current?.focus();
  };
  return (
    <div className="video-post">
      <StoredImage path={poster} sizes={sizes} width={900} height={500} eager={eager} />
      <button ref={opener} type="button" className="video-play" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <Play aria-hidden="true" size={30} />
        <span className="visually-hidden">{t('blog.playVideo', { title })}</span>
      </button>
      {open && (
        <dialog ref={dialog} className="video-modal" aria-labelledby={`${id}-title`} onClose={close}>
          <button type="button" className="icon-button video-modal-close" aria-label={t('blog.closeVideo')} onClick={close}>
            <X aria-hidden="true" />
          </button>
          <StoredImage path={poster} alt={t('blog.still')} sizes="(max-width: 900px) 92vw, 860px" width={900} height={500} eager />
          <div className="video-modal-text">
            <h2 id={`${id}-title`}>{title}</h2>
            <p>{withElements(t('blog.filmText'), { link: <Link to="/contact">{t('blog.askCopy')}</Link> })}</p>
          </div>
        </dialog>
      )}
    </div>
  );
}
