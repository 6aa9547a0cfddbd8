import { Quote } from 'lucide-react';
import type { Testimonial } from '../template/testimonials.ts';
import { Carousel } from './Carousel.tsx';
import { SampleImage } from './SampleImage.tsx';

/** The auto-playing testimonial slider with arrows: 3 at a time, 2 at 1200 and 991 px, 1 at 767 and below (in site.css). */
export function TestimonialSlider({ testimonials, label = 'What people say' }: { testimonials: readonly Testimonial[]; label?: string }) {
  return (
    <Carousel kind="testimonials" label={label} arrows>
      {testimonials.map((t) => (
        <figure key={t.id} className="testimonial-card">
          <Quote aria-hidden="true" className="testimonial-mark" />
          <blockquote>
            <p>{t.quote}</p>
          </blockquote>
          <figcaption>
            <SampleImage name={t.img} sizes="64px" className="avatar avatar-large" />
            <span>
              <strong>{t.name}</strong>
              <span className="testimonial-role">{t.title}</span>
            </span>
          </figcaption>
        </figure>
      ))}
    </Carousel>
  );
}
