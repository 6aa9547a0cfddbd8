import { Mail, MapPin, Phone } from 'lucide-react';
import { data } from 'react-router';
import { BlockedForm, formFields } from '../components/BlockedForm.tsx';
import { PageBanner } from '../components/PageBanner.tsx';
import { SampleImage } from '../components/SampleImage.tsx';
import { useT } from '../i18n.tsx';
import { pageMeta } from '../meta.ts';
import { sample } from '../template/samples.ts';
import { findMember } from '../template/team.ts';
import type { Route } from './+types/team-single';

/** `/team-single/<id>`: a volunteer's profile with a contact form that sends nothing; unknown ids are the 404 page. */
export function loader({ params }: Route.LoaderArgs) {
  const member = findMember(params.id);
  if (!member) throw data(null, { status: 404 });
  return { member };
}

export default function TeamSingle({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { member } = loaderData;
  const fields = formFields(t);
  const contact = t('profile.contact', { name: member.name });
  return (
    <>
      <PageBanner title={member.name} />
      <section className="section">
        <div className="container profile">
          <SampleImage name={member.tImg} eager sizes="(max-width: 767px) 100vw, 400px" className="profile-image" />
          <div>
            <h2 className="detail-title">{member.name}</h2>
            <p className="profile-role">{member.title}</p>
            <p>{member.bio}</p>
            <ul className="profile-contact">
              <li>
                <MapPin aria-hidden="true" size={18} />
                {member.location}
              </li>
              <li>
                <Mail aria-hidden="true" size={18} />
                <a href={`mailto:${member.email}`}>{member.email}</a>
              </li>
              <li>
                <Phone aria-hidden="true" size={18} />
                <a href={`tel:${member.phone.replace(/\s/g, '')}`}>{member.phone}</a>
              </li>
            </ul>
            <h3>{t('profile.skills')}</h3>
            <ul className="tag-list">
              {member.skills.map((skill) => (
                <li key={skill}>
                  <span>{skill}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>
      <section className="section">
        <div className="container narrow">
          <h2 className="section-title">{contact}</h2>
          <BlockedForm
            label={contact}
            submitLabel={t('form.sendMessage')}
            fields={[fields.name, fields.email, fields.subject, fields.message]}
          />
        </div>
      </section>
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, {
    title: loaderData?.member.name,
    description: loaderData ? `${loaderData.member.title}. ${loaderData.member.bio}` : undefined,
    image: loaderData ? sample(loaderData.member.tImg).src : undefined,
  });
