import { PageBanner } from '../components/PageBanner.tsx';
import { TestimonialSlider } from '../components/TestimonialSlider.tsx';
import { pageMeta } from '../meta.ts';
import { testimonials } from '../template/testimonials.ts';
import type { Route } from './+types/testimonial';

/** `/testimonial`: the auto-playing testimonial slider. */
export function loader() {
  return { testimonials };
}

export default function Testimonials({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageBanner title="Testimonials" />
      <section className="section">
        <div className="container">
          <h2 className="section-title">What people say about our work</h2>
          <p className="section-intro">Donors, volunteers and the families we work with, in their own words.</p>
          <TestimonialSlider testimonials={loaderData.testimonials} />
        </div>
      </section>
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'Testimonials', description: 'Donors, volunteers and the families we work with, in their own words.' });
