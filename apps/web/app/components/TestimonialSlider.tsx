import type { SiteTestimonial } from '@sahay/contracts';
import { Quote } from 'lucide-react';
import { useT } from '../i18n.tsx';
import { Carousel } from './Carousel.tsx';
import { StoredImage } from './StoredImage.tsx';

/** The auto-playing testimonial slider with arrows: 3 at a time, 2 at 1200 and 991 px, 1 at 767 and below (in site.css). */
export function TestimonialSlider({ testimonials, label }: { testimonials: readonly SiteTestimonial[]; label?: string }) {
  const t = useT();
  return (
    <Carousel kind="testimonials" label={label ?? t('testimonial.slider')} arrows>
      {testimonials.map((testimonial) => (
        <figure key={testimonial.id} className="testimonial-card">
          <Quote aria-hidden="true" className="testimonial-mark" />
          <blockquote>
            <p>{testimonial.quote}</p>
          </blockquote>
          <figcaption>
            <StoredImage path={testimonial.image} sizes="64px" width={480} height={480} className="avatar avatar-large" />
            <span>
              <strong>{testimonial.name}</strong>
              <span className="testimonial-role">{testimonial.role}</span>
            </span>
          </figcaption>
        </figure>
      ))}
    </Carousel>
  );
}
