import { Download, Eye } from 'lucide-react';
import { Link } from 'react-router';
import { PageBanner } from '../components/PageBanner.tsx';
import { siteContent } from '../content.server.ts';
import { useT } from '../i18n.tsx';
import { metaT, pageMeta } from '../meta.ts';
import { orEmpty } from '../site-data.ts';
import type { Route } from './+types/notices';

export async function loader({ context }: Route.LoaderArgs) {
  return { notices: await orEmpty(siteContent(context).notices(), []) };
}

/** `/notice/`: every notice with a link to read it here and one to download the file. */
export default function Notices({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <>
      <PageBanner title={t('notice.title')} />
      <section className="section">
        <div className="container">
          {loaderData.notices.length === 0 ? (
            <p>{t('notice.empty')}</p>
          ) : (
            <div className="table-wrap">
              <table className="notice-table">
                <thead>
                  <tr>
                    <th scope="col">{t('notice.sl')}</th>
                    <th scope="col">{t('notice.name')}</th>
                    <th scope="col">{t('notice.date')}</th>
                    <th scope="col">{t('notice.show')}</th>
                    <th scope="col">{t('notice.download')}</th>
                  </tr>
                </thead>
                <tbody>
                  {loaderData.notices.map((notice, i) => (
                    <tr key={notice.id}>
                      <td>{i + 1}</td>
                      <td>{notice.title}</td>
                      <td>
                        <time dateTime={notice.date}>{notice.date}</time>
                      </td>
                      <td>
                        <Link to={`/pdfShow/notice/${notice.id}`} aria-label={`${t('notice.show')}: ${notice.title}`}>
                          <Eye aria-hidden="true" size={18} /> {t('notice.show')}
                        </Link>
                      </td>
                      <td>
                        <a
                          href={notice.file}
                          target="_blank"
                          rel="noopener"
                          download
                          aria-label={`${t('notice.download')}: ${notice.title}`}
                        >
                          <Download aria-hidden="true" size={18} /> {t('notice.download')}
                        </a>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </div>
      </section>
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: metaT(matches)('notice.title') });
