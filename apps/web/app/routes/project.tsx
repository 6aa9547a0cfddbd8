import { Link } from 'react-router';
import { PageBanner } from '../components/PageBanner.tsx';
import { SampleImage } from '../components/SampleImage.tsx';
import { pageMeta } from '../meta.ts';
import { projectHref, projects } from '../template/projects.ts';
import type { Route } from './+types/project';

/** `/project`: the six sample projects. */
export function loader() {
  return { projects };
}

export default function Projects({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageBanner title="Projects" />
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
  pageMeta(matches, { title: 'Projects', description: 'Wells, schools, gardens, clinics, shelters and homes our donors have built.' });
