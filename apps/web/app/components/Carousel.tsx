import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Children, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useT } from '../i18n.tsx';

/** How many slides a carousel shows is set in CSS per width (spec section 9), read back here. */
export type CarouselKind = 'partners' | 'featured' | 'services' | 'companies' | 'team' | 'testimonials';

export const transitionMs = 1000;

function perViewOf(element: HTMLElement | null) {
  if (!element) return 1;
  const value = Number.parseInt(getComputedStyle(element).getPropertyValue('--per-view'), 10);
  return Number.isFinite(value) && value > 0 ? value : 1;
}

/**
 * An autoplaying carousel that moves one slide per step with a 1000 ms transition and starts
 * over after the last. It pauses while the pointer or the keyboard focus is on it.
 */
export function Carousel({
  kind,
  label,
  children,
  intervalMs = 3000,
  arrows = false,
}: {
  kind: CarouselKind;
  label: string;
  children: ReactNode;
  intervalMs?: number;
  arrows?: boolean;
}) {
  const t = useT();
  const slides = Children.toArray(children);
  const root = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [perView, setPerView] = useState(1);
  const last = Math.max(0, slides.length - perView);
  const shown = Math.min(index, last);

  useEffect(() => {
    const update = () => setPerView(perViewOf(root.current));
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);

  const step = useCallback((by: number) => setIndex((i) => (i + by > last ? 0 : i + by < 0 ? last : i + by)), [last]);

  useEffect(() => {
    if (paused || last === 0) return;
    const timer = setInterval(() => step(1), intervalMs);
    return () => clearInterval(timer);
  }, [paused, last, step, intervalMs]);

  return (
    <section
      ref={root}
      className={`carousel carousel-${kind}`}
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      data-index={shown}
      data-per-view={perView}
    >
      <div className="carousel-viewport">
        <ul
          className="carousel-track"
          style={{ transform: `translateX(${(-100 / perView) * shown}%)`, transitionDuration: `${transitionMs}ms` }}
        >
          {slides.map((slide, i) => {
            // Slides out of view are hidden from assistive technology and, with `inert`, from the keyboard too.
            const hidden = i < shown || i >= shown + perView;
            return (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: slides are positional.
                key={i}
                className="carousel-slide"
                aria-roledescription="slide"
                aria-label={`${i + 1} / ${slides.length}`}
                aria-hidden={hidden}
                inert={hidden}
              >
                {slide}
              </li>
            );
          })}
        </ul>
      </div>
      {arrows && slides.length > perView && (
        <div className="carousel-arrows">
          <button type="button" className="icon-button" aria-label={t('home.previous')} onClick={() => step(-1)}>
            <ChevronLeft aria-hidden="true" />
          </button>
          <button type="button" className="icon-button" aria-label={t('home.next')} onClick={() => step(1)}>
            <ChevronRight aria-hidden="true" />
          </button>
        </div>
      )}
    </section>
  );
}
