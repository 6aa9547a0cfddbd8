import type { SiteSlide } from '@sahay/contracts';
import { responsiveImage } from '@sahay/contracts/media';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../i18n.tsx';
import { RichText } from './RichText.tsx';

/** The home page's fading slider: the next slide every 5000 ms (spec section 9). */
export const slideIntervalMs = 5000;

export function HomeSlider({ slides }: { slides: SiteSlide[] }) {
  const t = useT();
  const [active, setActive] = useState(0);
  useEffect(() => {
    if (slides.length < 2) return;
    const timer = setInterval(() => setActive((i) => (i + 1) % slides.length), slideIntervalMs);
    return () => clearInterval(timer);
  }, [slides.length]);
  if (!slides.length) return null;
  return (
    <section className="home-slider" aria-roledescription="carousel" aria-label={t('home.portfolio')} data-active={active}>
      {slides.map((slide, i) => (
        <section
          key={slide.id}
          className={`home-slide${i === active ? ' is-active' : ''}`}
          aria-hidden={i !== active}
          aria-roledescription="slide"
          aria-label={`${i + 1} / ${slides.length}`}
        >
          <img
            {...responsiveImage(slide.image)}
            sizes="100vw"
            alt=""
            width={1920}
            height={700}
            loading={i === 0 ? 'eager' : 'lazy'}
            fetchPriority={i === 0 ? 'high' : 'auto'}
          />
          <div className="home-slide-content container">
            <RichText html={slide.title} className="home-slide-title" />
            {slide.link && (
              <Link to={slide.link} className="button button-accent" tabIndex={i === active ? undefined : -1}>
                {slide.details || t('home.portfolio')}
              </Link>
            )}
          </div>
        </section>
      ))}
    </section>
  );
}
