import { endpointRequest, showcaseEndpoints } from '@sahay/contracts';
import { Mail, MapPin, Phone } from 'lucide-react';
import { data } from 'react-router';
import { PageBanner } from '../components/PageBanner.tsx';
import { StoredImage } from '../components/StoredImage.tsx';
import { VisitorMessageForm } from '../components/VisitorMessageForm.tsx';
import { siteContent } from '../content.server.ts';
import { useT } from '../i18n.tsx';
import { pageMeta } from '../meta.ts';
import type { Route } from './+types/team-single';

/**
 * `/team-single/<id>`: a team member's profile, and a form to write to them (a support ticket naming them); an id
 * no member visitors see has is the 404 page.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = /^[1-9]\d{0,8}$/.test(params.id) ? Number(params.id) : 0;
  const member = id > 0 ? await siteContent(context).teamMember(id) : null;
  if (!member) throw data(null, { status: 404 });
  return { member, contact: endpointRequest(showcaseEndpoints.contactTeamMember, { params: { id: member.id } }) };
}

export default function TeamSingle({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { member, contact: contactRequest } = loaderData;
  const contact = t('profile.contact', { name: member.name });
  return (
    <>
      <PageBanner title={member.name} />
      <section className="section">
        <div className="container profile">
          <StoredImage
            path={member.image}
            eager
            sizes="(max-width: 767px) 100vw, 400px"
            width={480}
            height={480}
            className="profile-image"
          />
          <div>
            <h2 className="detail-title">{member.name}</h2>
            <p className="profile-role">{member.role}</p>
            {member.bio && <p>{member.bio}</p>}
            <ul className="profile-contact">
              {member.location && (
                <li>
                  <MapPin aria-hidden="true" size={18} />
                  {member.location}
                </li>
              )}
              {member.email && (
                <li>
                  <Mail aria-hidden="true" size={18} />
                  <a href={`mailto:${member.email}`}>{member.email}</a>
                </li>
              )}
              {member.phone && (
                <li>
                  <Phone aria-hidden="true" size={18} />
                  <a href={`tel:${member.phone.replace(/\s/g, '')}`}>{member.phone}</a>
                </li>
              )}
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
          <VisitorMessageForm label={contact} submitLabel={t('form.sendMessage')} request={contactRequest} idPrefix="team-contact" />
        </div>
      </section>
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, {
    title: loaderData?.member.name,
    description: loaderData ? [loaderData.member.role, loaderData.member.bio].filter(Boolean).join('. ') : undefined,
    image: loaderData?.member.image,
  });
