import { responsiveImage } from '@sahay/contracts/media';
import { Mail, MapPin, Phone } from 'lucide-react';
import { PageBanner } from '../components/PageBanner.tsx';
import { siteContent } from '../content.server.ts';
import { useT } from '../i18n.tsx';
import { metaT, pageMeta } from '../meta.ts';
import { orEmpty } from '../site-data.ts';
import type { Route } from './+types/team';

export async function loader({ context }: Route.LoaderArgs) {
  return { team: await orEmpty(siteContent(context).team(), []) };
}

/** `/our team/`: a card per employee with picture, full name, email, primary phone and address. */
export default function Team({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <>
      <PageBanner title={t('team.title')} />
      <section className="section">
        <ul className="container card-grid team-grid">
          {loaderData.team.map((member) => {
            const name = `${member.first_name} ${member.last_name}`;
            const address = [member.street_address_one, member.street_address_two].filter(Boolean).join(', ');
            return (
              <li key={member.id} className="team-card">
                {member.image && (
                  <img
                    {...responsiveImage(member.image)}
                    sizes="(max-width: 767px) 100vw, 25vw"
                    alt={name}
                    width={600}
                    height={600}
                    loading="lazy"
                  />
                )}
                <h2>{name}</h2>
                <p>
                  <Mail aria-hidden="true" size={16} /> <a href={`mailto:${member.email}`}>{member.email}</a>
                </p>
                {member.primary_phone && (
                  <p>
                    <Phone aria-hidden="true" size={16} />{' '}
                    <a href={`tel:${member.primary_phone.replace(/\s/g, '')}`}>{member.primary_phone}</a>
                  </p>
                )}
                {address && (
                  <p>
                    <MapPin aria-hidden="true" size={16} /> {address}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      </section>
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: metaT(matches)('team.title') });
