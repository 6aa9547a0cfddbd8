import { responsiveImage } from '@sahay/contracts/media';
import { X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../i18n.tsx';

// Runs as soon as the browser has read the dialog, so the first paint already shows the popup: opened once the
// page came alive, it covered the screen a second later on a phone, after the visitor had started reading. The
// page's policy allows it by its hash, as every inline script of a rendered page.
const openWhenParsed = 'var d=document.currentScript.previousElementSibling;d.showModal();d.dataset.shown=""';

/** The large picture shown when the home page opens, when the settings carry one; it can be closed. */
export function PopupImage({ image, alt }: { image: string | null | undefined; alt: string }) {
  const t = useT();
  const [open, setOpen] = useState(Boolean(image));
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    // After a move within the site the inline script does not run (scripts set as HTML never do): open it here,
    // unless that script did, in which case a visitor may already have closed it.
    const element = dialog.current;
    if (open && element && !element.open && element.dataset.shown === undefined) element.showModal();
  }, [open]);
  if (!image || !open) return null;
  return (
    <>
      <dialog ref={dialog} className="popup-image" aria-label={alt} onClose={() => setOpen(false)}>
        {/* A dialog form closes it without JavaScript, before the page has come alive too. */}
        <form method="dialog">
          <button type="submit" className="icon-button popup-close" aria-label={t('home.closePopup')}>
            <X aria-hidden="true" />
          </button>
        </form>
        {/* Low priority: the server renderer would otherwise preload it beside the hero's picture, and the two would
            compete for the first bytes. */}
        <img {...responsiveImage(image)} sizes="(max-width: 900px) 92vw, 900px" alt={alt} width={1200} height={700} fetchPriority="low" />
      </dialog>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script of ours, not content. */}
      <script dangerouslySetInnerHTML={{ __html: openWhenParsed }} />
    </>
  );
}
