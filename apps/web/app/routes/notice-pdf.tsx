import { data } from 'react-router';
import { PageBanner } from '../components/PageBanner.tsx';
import { siteContent } from '../content.server.ts';
import { pageMeta } from '../meta.ts';
import { orEmpty } from '../site-data.ts';
import type { Route } from './+types/notice-pdf';

export async function loader({ context, params }: Route.LoaderArgs) {
  const id = Number(params.id);
  const notice = Number.isInteger(id) && id > 0 && id < 2 ** 31 ? await orEmpty(siteContent(context).notice(id), null) : null;
  if (!notice) throw data(null, { status: 404 });
  return { notice };
}

/** `/pdfShow/notice/<id>`: the notice's title and its PDF in a frame. */
export default function NoticePdf({ loaderData }: Route.ComponentProps) {
  const { notice } = loaderData;
  return (
    <>
      <PageBanner title={notice.title} />
      <section className="section">
        <div className="container">
          <h2 className="section-title">{notice.title}</h2>
          <iframe className="pdf-frame" src={notice.file} title={notice.title} />
        </div>
      </section>
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, { title: loaderData?.notice.title, description: loaderData?.notice.note ?? undefined });
