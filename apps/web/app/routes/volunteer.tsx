import { type FormEvent, useId } from 'react';
import { Link } from 'react-router';
import { PageBanner } from '../components/PageBanner.tsx';
import { SampleImage } from '../components/SampleImage.tsx';
import { useHydrated } from '../forms/useHydrated.ts';
import { useT, withElements } from '../i18n.tsx';
import { translatedMeta } from '../meta.ts';
import type { Route } from './+types/volunteer';

/** The areas a volunteer can choose; each is named by the dictionary's `volunteer.area.<area>`. */
export const volunteerAreas = ['teaching', 'health', 'water', 'relief', 'office'] as const;

/**
 * `/volunteer`: the template's static volunteer form. Its sending is not wired yet (spec section 8): the
 * thank-you and error messages are on the page but hidden, and the submission is blocked.
 */
export default function Volunteer() {
  const t = useT();
  const hydrated = useHydrated();
  const id = useId();
  const blocked = (event: FormEvent) => event.preventDefault();
  return (
    <>
      <PageBanner title={t('volunteer.title')} />
      <section className="section">
        <div className="container split volunteer-layout">
          <SampleImage name="photo-5" sizes="(max-width: 991px) 100vw, 580px" eager className="volunteer-image" />
          <div>
            <h2 id={`${id}-title`}>{t('volunteer.heading')}</h2>
            <p>{t('volunteer.intro')}</p>
            <p className="form-note">
              {withElements(t('volunteer.note'), { link: <Link to="/contact">{t('volunteer.writeToUs')}</Link> })}
            </p>
            <form className="contact-form" aria-labelledby={`${id}-title`} onSubmit={blocked}>
              <div className="form-row">
                <div className="form-field">
                  <label htmlFor={`${id}-name`}>{t('form.fullName')}</label>
                  <input id={`${id}-name`} autoComplete="name" />
                </div>
                <div className="form-field">
                  <label htmlFor={`${id}-email`}>{t('form.email')}</label>
                  <input id={`${id}-email`} type="email" autoComplete="email" />
                </div>
              </div>
              <div className="form-row">
                <div className="form-field">
                  <label htmlFor={`${id}-phone`}>{t('form.phone')}</label>
                  <input id={`${id}-phone`} type="tel" autoComplete="tel" />
                </div>
                <div className="form-field">
                  <label htmlFor={`${id}-area`}>{t('volunteer.where')}</label>
                  <select id={`${id}-area`} defaultValue="">
                    <option value="">{t('volunteer.chooseArea')}</option>
                    {volunteerAreas.map((area) => (
                      <option key={area} value={area}>
                        {t(`volunteer.area.${area}`)}
                      </option>
                    ))}
                  </select>
                </div>
              </div>
              <div className="form-field">
                <label htmlFor={`${id}-message`}>{t('form.message')}</label>
                <textarea id={`${id}-message`} rows={5} />
              </div>
              <div className="form-messages">
                <p className="form-message form-message-success" hidden>
                  {t('volunteer.thanks')}
                </p>
                <p className="form-message form-message-error" hidden>
                  {t('volunteer.error')}
                </p>
              </div>
              <div>
                <button type="submit" className="button" disabled={!hydrated}>
                  {t('form.send')}
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
  translatedMeta(matches, { title: 'volunteer.title', description: 'volunteer.description' });
