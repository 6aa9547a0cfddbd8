import { PageBanner } from '../components/PageBanner.tsx';
import { RichText } from '../components/RichText.tsx';
import { homeBlocks } from '../content.server.ts';
import { useT } from '../i18n.tsx';
import { metaT, pageMeta } from '../meta.ts';
import type { Route } from './+types/performance';

export async function loader({ context }: Route.LoaderArgs) {
  const { contents } = await homeBlocks(context);
  return { performance: contents.Performance ?? '' };
}

/** `/performance/<id>`: the Performance block. */
export default function Performance({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <>
      <PageBanner title={t('performance.title')} />
      <section className="section">
        <div className="container narrow">
          <RichText html={loaderData.performance} />
        </div>
      </section>
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, { title: metaT(matches)('performance.title'), description: loaderData?.performance });
