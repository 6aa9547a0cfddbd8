import { Link } from 'react-router';
import { useT } from '../i18n.tsx';
import { memberHref, type TeamMember } from '../template/team.ts';
import { Carousel } from './Carousel.tsx';
import { SampleImage } from './SampleImage.tsx';

/** The volunteers' slider, without arrows: 4 at a time, 3 at 1200 and 991 px, 2 at 767, 1 at 480 (in site.css). */
export function TeamSlider({ team, label }: { team: readonly TeamMember[]; label?: string }) {
  const t = useT();
  return (
    <Carousel kind="team" label={label ?? t('team.volunteers')}>
      {team.map((member) => (
        <article key={member.id} className="volunteer-card">
          <SampleImage name={member.tImg} sizes="(max-width: 480px) 100vw, (max-width: 767px) 50vw, (max-width: 1200px) 33vw, 300px" />
          <h3>
            <Link to={memberHref(member)}>{member.name}</Link>
          </h3>
          <p>{member.title}</p>
        </article>
      ))}
    </Carousel>
  );
}
