import { useEffect, useRef, useState } from 'react';

/**
 * The contact page's map: another site's page, asked for only when the visitor comes near it. Loaded with the
 * page, its frame held back the first paint (and told the map's host of every visit); `loading="lazy"` alone
 * starts it well over a screen away. Without scripts the frame is in the page as before.
 */
export function MapFrame({ src, title }: { src: string; title: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const watcher = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          watcher.disconnect();
        }
      },
      { rootMargin: '200px' },
    );
    watcher.observe(element);
    return () => watcher.disconnect();
  }, []);
  const frame = <iframe className="map-frame" src={src} title={title} loading="lazy" referrerPolicy="no-referrer" />;
  return (
    <div ref={box} className="map-box">
      {near ? frame : <noscript>{frame}</noscript>}
    </div>
  );
}
