import { PageBanner } from '../components/PageBanner.tsx';
import { TestimonialSlider } from '../components/TestimonialSlider.tsx';
import { useT } from '../i18n.tsx';
import { translatedMeta } from '../meta.ts';
import { testimonials } from '../template/testimonials.ts';
import type { Route } from './+types/testimonial';

/** `/testimonial`: the auto-playing testimonial slider. */
export function loader() {
  return { testimonials };
}

export default function Testimonials({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <>
      <PageBanner title={t('testimonial.title')} />
      <section className="section">
        <div className="container">
          <h2 className="section-title">{t('testimonial.heading')}</h2>
          <p className="section-intro">{t('testimonial.intro')}</p>
          <TestimonialSlider testimonials={loaderData.testimonials} />
        </div>
      </section>
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  translatedMeta(matches, { title: 'testimonial.title', description: 'testimonial.intro' });
