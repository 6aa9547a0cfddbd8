import { PageBanner } from '../components/PageBanner.tsx';
import { RichText } from '../components/RichText.tsx';
import { homeBlocks } from '../content.server.ts';
import { useT } from '../i18n.tsx';
import { metaT, pageMeta } from '../meta.ts';
import type { Route } from './+types/mission';

export async function loader({ context }: Route.LoaderArgs) {
  const { contents } = await homeBlocks(context);
  return { mission: contents.Mission ?? '', vision: contents.Vision ?? '' };
}

/** `/mission/<id>`: only the Mission and Vision blocks. */
export default function Mission({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <>
      <PageBanner title={t('mission.title')} />
      <section className="section">
        <div className="container two-columns">
          <article className="panel">
            <h2 className="section-title">{t('mission.mission')}</h2>
            <RichText html={loaderData.mission} />
          </article>
          <article className="panel">
            <h2 className="section-title">{t('mission.vision')}</h2>
            <RichText html={loaderData.vision} />
          </article>
        </div>
      </section>
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, { title: metaT(matches)('mission.title'), description: loaderData?.mission });
