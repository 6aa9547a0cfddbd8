import { Link } from 'react-router';
import { PageBanner } from '../components/PageBanner.tsx';
import { SampleImage } from '../components/SampleImage.tsx';
import { useT } from '../i18n.tsx';
import { translatedMeta } from '../meta.ts';
import { projectHref, projects } from '../template/projects.ts';
import type { Route } from './+types/project';

/** `/project`: the six sample projects. */
export function loader() {
  return { projects };
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
                  <SampleImage name={project.projectImg} sizes="(max-width: 767px) 100vw, (max-width: 1200px) 50vw, 380px" />
                  <div className="project-body">
                    <p className="project-meta">
                      {project.location} · {project.year}
                    </p>
                    <h2 className="project-title">
                      <Link to={projectHref(project)}>{project.title}</Link>
                    </h2>
                    <p>{project.dec}</p>
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
