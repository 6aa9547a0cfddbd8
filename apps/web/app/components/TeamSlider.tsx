import type { SiteTeamProfile } from '@sahay/contracts';
import { teamMemberPath } from '@sahay/contracts/site-paths';
import { Link } from 'react-router';
import { useT } from '../i18n.tsx';
import { Carousel } from './Carousel.tsx';
import { StoredImage } from './StoredImage.tsx';

/** The volunteers' slider, without arrows: 4 at a time, 3 at 1200 and 991 px, 2 at 767, 1 at 480 (in site.css). */
export function TeamSlider({ team, label }: { team: readonly SiteTeamProfile[]; label?: string }) {
  const t = useT();
  return (
    <Carousel kind="team" label={label ?? t('team.volunteers')}>
      {team.map((member) => (
        <article key={member.id} className="volunteer-card">
          <StoredImage
            path={member.image}
            sizes="(max-width: 480px) 100vw, (max-width: 767px) 50vw, (max-width: 1200px) 33vw, 300px"
            width={480}
            height={480}
          />
          <h3>
            <Link to={teamMemberPath(member)}>{member.name}</Link>
          </h3>
          <p>{member.role}</p>
        </article>
      ))}
    </Carousel>
  );
}
