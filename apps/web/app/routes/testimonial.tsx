import { PageBanner } from '../components/PageBanner.tsx';
import { TestimonialSlider } from '../components/TestimonialSlider.tsx';
import { siteContent } from '../content.server.ts';
import { useT } from '../i18n.tsx';
import { translatedMeta } from '../meta.ts';
import { orEmpty } from '../site-data.ts';
import type { Route } from './+types/testimonial';

/** `/testimonial`: the auto-playing slider of the testimonials visitors see, in the charity's order. */
export async function loader({ context }: Route.LoaderArgs) {
  return { testimonials: await orEmpty(siteContent(context).testimonials(), []) };
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
