import { data, Link } from 'react-router';
import { PageBanner } from '../components/PageBanner.tsx';
import { SampleImage } from '../components/SampleImage.tsx';
import { useT } from '../i18n.tsx';
import { pageMeta } from '../meta.ts';
import { findProject } from '../template/projects.ts';
import { sample } from '../template/samples.ts';
import type { Route } from './+types/project-single';

/** `/project-single/<id>`: one of the six projects, with its two sub-images; any other id is the 404 page. */
export function loader({ params }: Route.LoaderArgs) {
  const project = findProject(params.id);
  if (!project) throw data(null, { status: 404 });
  return { project };
}

export default function ProjectSingle({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { project } = loaderData;
  return (
    <>
      <PageBanner title={project.title} />
      <section className="section">
        <div className="container narrow-wide">
          <SampleImage name={project.projectImg} eager sizes="(max-width: 1200px) 100vw, 1100px" className="detail-image" />
          <div className="project-detail">
            <div>
              <h2 className="detail-title">{project.title}</h2>
              <p className="lead">{project.dec}</p>
              {project.story.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
            <dl className="project-facts">
              <div>
                <dt>{t('project.location')}</dt>
                <dd>{project.location}</dd>
              </div>
              <div>
                <dt>{t('project.year')}</dt>
                <dd>{project.year}</dd>
              </div>
              <div>
                <dt>{t('project.reached')}</dt>
                <dd>{project.reached}</dd>
              </div>
            </dl>
          </div>
          <div className="image-pair">
            <SampleImage name={project.subImg1} sizes="(max-width: 767px) 100vw, 540px" />
            <SampleImage name={project.subImg2} sizes="(max-width: 767px) 100vw, 540px" />
          </div>
          <p className="detail-actions">
            <Link to="/donate" className="button button-accent">
              {t('donate.now')}
            </Link>
            <Link to="/project" className="button">
              {t('project.all')}
            </Link>
          </p>
        </div>
      </section>
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, {
    title: loaderData?.project.title,
    description: loaderData?.project.dec,
    image: loaderData ? sample(loaderData.project.projectImg).src : undefined,
  });
