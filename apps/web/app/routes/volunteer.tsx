import { type FormEvent, useId } from 'react';
import { Link } from 'react-router';
import { PageBanner } from '../components/PageBanner.tsx';
import { SampleImage } from '../components/SampleImage.tsx';
import { useHydrated } from '../forms/useHydrated.ts';
import { pageMeta } from '../meta.ts';
import type { Route } from './+types/volunteer';

export const volunteerAreas = [
  'Teaching at a learning centre',
  'Health camps and first aid',
  'Clean water committees',
  'Flood and disaster relief',
  'Office and events',
] as const;

/**
 * `/volunteer`: the template's static volunteer form. Its sending is not wired yet (spec section 8): the
 * thank-you and error messages are on the page but hidden, and the submission is blocked.
 */
export default function Volunteer() {
  const hydrated = useHydrated();
  const id = useId();
  const blocked = (event: FormEvent) => event.preventDefault();
  return (
    <>
      <PageBanner title="Become a Volunteer" />
      <section className="section">
        <div className="container split volunteer-layout">
          <SampleImage name="photo-5" sizes="(max-width: 991px) 100vw, 580px" eager className="volunteer-image" />
          <div>
            <h2 id={`${id}-title`}>Join our volunteers</h2>
            <p>
              Three hundred volunteers teach, build, cook and care alongside our staff every year. Tell us a little about yourself and where
              you would like to help; every new volunteer starts with a first-aid weekend.
            </p>
            <p className="form-note">
              Volunteer sign-up opens soon: this form does not send anything yet. Meanwhile, <Link to="/contact">write to us</Link>.
            </p>
            <form className="contact-form" aria-labelledby={`${id}-title`} onSubmit={blocked}>
              <div className="form-row">
                <div className="form-field">
                  <label htmlFor={`${id}-name`}>Full name</label>
                  <input id={`${id}-name`} autoComplete="name" />
                </div>
                <div className="form-field">
                  <label htmlFor={`${id}-email`}>Email</label>
                  <input id={`${id}-email`} type="email" autoComplete="email" />
                </div>
              </div>
              <div className="form-row">
                <div className="form-field">
                  <label htmlFor={`${id}-phone`}>Phone</label>
                  <input id={`${id}-phone`} type="tel" autoComplete="tel" />
                </div>
                <div className="form-field">
                  <label htmlFor={`${id}-area`}>Where would you like to help?</label>
                  <select id={`${id}-area`} defaultValue="">
                    <option value="">Choose an area</option>
                    {volunteerAreas.map((area) => (
                      <option key={area}>{area}</option>
                    ))}
                  </select>
                </div>
              </div>
              <div className="form-field">
                <label htmlFor={`${id}-message`}>Message</label>
                <textarea id={`${id}-message`} rows={5} />
              </div>
              <div className="form-messages">
                <p className="form-message form-message-success" hidden>
                  Thank you
                </p>
                <p className="form-message form-message-error" hidden>
                  Error occurred while sending email. Please try again later.
                </p>
              </div>
              <div>
                <button type="submit" className="button" disabled={!hydrated}>
                  Send
                </button>
              </div>
            </form>
          </div>
        </div>
      </section>
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'Become a Volunteer', description: 'Teach, build, cook and care alongside our staff.' });
