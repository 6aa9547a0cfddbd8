import { data, Link } from 'react-router';
import { PageBanner } from '../components/PageBanner.tsx';
import { StoredImage } from '../components/StoredImage.tsx';
import { siteContent } from '../content.server.ts';
import { useT } from '../i18n.tsx';
import { pageMeta } from '../meta.ts';
import { loaderHeaders, pageData, previewToken } from '../preview.ts';
import type { Route } from './+types/project-single';

/**
 * `/project-single/<id>`: one project, with its two other pictures; an id no project visitors see has is the 404
 * page. `?preview=<token>` shows the project as saved, draft or not, until the link expires.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const id = /^[1-9]\d{0,8}$/.test(params.id) ? Number(params.id) : 0;
  const preview = previewToken(request);
  const project = id > 0 ? await siteContent(context).project(id, preview) : null;
  if (!project) throw data(null, { status: 404 });
  return pageData({ project }, preview);
}

export const headers = loaderHeaders;

/** The facts beside the text, each shown when the project has it. */
const facts = ['location', 'year', 'reached'] as const;

export default function ProjectSingle({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { project } = loaderData;
  return (
    <>
      <PageBanner title={project.title} />
      <section className="section">
        <div className="container narrow-wide">
          <StoredImage
            path={project.image}
            eager
            sizes="(max-width: 1200px) 100vw, 1100px"
            width={900}
            height={500}
            className="detail-image"
          />
          <div className="project-detail">
            <div>
              <h2 className="detail-title">{project.title}</h2>
              {project.summary && <p className="lead">{project.summary}</p>}
              {(project.story ?? '')
                .split(/\n\s*\n/)
                .filter((paragraph) => paragraph.trim())
                .map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
            </div>
            <dl className="project-facts">
              {facts.map((fact) =>
                project[fact] ? (
                  <div key={fact}>
                    <dt>{t(`project.${fact}`)}</dt>
                    <dd>{project[fact]}</dd>
                  </div>
                ) : null,
              )}
            </dl>
          </div>
          <div className="image-pair">
            {[project.picture_one, project.picture_two].map(
              (picture) =>
                picture && <StoredImage key={picture} path={picture} sizes="(max-width: 767px) 100vw, 540px" width={860} height={500} />,
            )}
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
    description: loaderData?.project.summary ?? undefined,
    image: loaderData?.project.image,
  });
