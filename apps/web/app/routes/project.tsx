import { projectPath } from '@sahay/contracts/site-paths';
import { Link } from 'react-router';
import { PageBanner } from '../components/PageBanner.tsx';
import { StoredImage } from '../components/StoredImage.tsx';
import { siteContent } from '../content.server.ts';
import { useT } from '../i18n.tsx';
import { translatedMeta } from '../meta.ts';
import { orEmpty } from '../site-data.ts';
import type { Route } from './+types/project';

/** `/project`: the charity's projects, in its order. */
export async function loader({ context }: Route.LoaderArgs) {
  return { projects: await orEmpty(siteContent(context).projects(), []) };
}

export default function Projects({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <>
      <PageBanner title={t('project.title')} />
      <section className="section">
        <div className="container">
          <ul className="project-grid">
            {loaderData.projects.map((project) => (
              <li key={project.id}>
                <article className="project-card">
                  <StoredImage
                    path={project.image}
                    sizes="(max-width: 767px) 100vw, (max-width: 1200px) 50vw, 380px"
                    width={900}
                    height={500}
                  />
                  <div className="project-body">
                    <p className="project-meta">{[project.location, project.year].filter(Boolean).join(' · ')}</p>
                    <h2 className="project-title">
                      <Link to={projectPath(project)}>{project.title}</Link>
                    </h2>
                    {project.summary && <p>{project.summary}</p>}
                  </div>
                </article>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  translatedMeta(matches, { title: 'project.title', description: 'project.description' });
