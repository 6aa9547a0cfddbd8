import { responsiveImage } from '@sahay/contracts/media';
import { X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../i18n.tsx';

/** The large picture shown when the home page opens, when the settings carry one; it can be closed. */
export function PopupImage({ image, alt }: { image: string | null | undefined; alt: string }) {
  const t = useT();
  const [open, setOpen] = useState(Boolean(image));
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (open && dialog.current && !dialog.current.open) dialog.current.showModal();
  }, [open]);
  if (!image || !open) return null;
  return (
    <dialog ref={dialog} className="popup-image" aria-label={alt} onClose={() => setOpen(false)}>
      <button type="button" className="icon-button popup-close" aria-label={t('home.closePopup')} onClick={() => setOpen(false)}>
        <X aria-hidden="true" />
      </button>
      {/* Low priority: the server renderer would otherwise preload it beside the hero's picture, and the two would
          compete for the first bytes. */}
      <img {...responsiveImage(image)} sizes="(max-width: 900px) 92vw, 900px" alt={alt} width={1200} height={700} fetchPriority="low" />
    </dialog>
  );
}
