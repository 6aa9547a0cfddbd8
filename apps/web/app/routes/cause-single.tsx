import { data, Link } from 'react-router';
import { BlockedForm, formFields } from '../components/BlockedForm.tsx';
import { CauseAmounts, CauseAuthor, CauseProgress } from '../components/CauseCard.tsx';
import { CauseFund } from '../components/CauseFund.tsx';
import { PageBanner } from '../components/PageBanner.tsx';
import { SampleImage } from '../components/SampleImage.tsx';
import { StoredImage } from '../components/StoredImage.tsx';
import { Sidebar } from '../components/sidebar/Sidebar.tsx';
import { Tabs } from '../components/Tabs.tsx';
import { relatedCauses, siteContent } from '../content.server.ts';
import { useT } from '../i18n.tsx';
import { pageMeta } from '../meta.ts';
import { donateHref } from '../template/cause-href.ts';
import type { SampleName } from '../template/samples.ts';
import { useMoney } from '../useMoney.ts';
import type { Route } from './+types/cause-single';

/** `/cause-single/<id>`: one campaign, its figures from the books and its latest gifts; an id no cause has is the 404 page. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = /^[1-9]\d{0,9}$/.test(params.id) ? Number(params.id) : 0;
  const cause = id > 0 && id <= 2_147_483_647 ? await siteContent(context).cause(id) : null;
  if (!cause) throw data(null, { status: 404 });
  return { cause, related: await relatedCauses(context) };
}

const comments: readonly { name: string; img: SampleName; date: string; text: string }[] = [
  {
    name: 'Sabina Yasmin',
    img: 'portrait-14',
    date: '12 Jan 2026',
    text: 'I visited one of these villages last year. The difference the work makes is real, and the team is wonderful.',
  },
  {
    name: 'Zahid Hasan',
    img: 'portrait-16',
    date: '20 Jan 2026',
    text: 'Shared this with my office. We are collecting for the campaign this month.',
  },
];

/** The Description tab's paragraphs: the text split at blank lines. */
const paragraphsOf = (text: string | null) =>
  (text ?? '')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

export default function CauseSingle({ loaderData }: Route.ComponentProps) {
  const { money } = useMoney();
  const t = useT();
  const { cause, related } = loaderData;
  const fields = formFields(t);
  return (
    <>
      <PageBanner title={cause.name} />
      <section className="section">
        <div className="container with-sidebar">
          <article className="detail">
            <StoredImage
              path={cause.cover}
              eager
              sizes="(max-width: 991px) 100vw, 780px"
              width={860}
              height={500}
              className="detail-image"
            />
            {cause.category && <p className="cause-category cause-category-inline">{cause.category}</p>}
            <h2 className="detail-title">{cause.name}</h2>
            <CauseProgress cause={cause} />
            <CauseAmounts cause={cause} />
            <CauseFund cause={cause} />
            <div className="cause-card-footer">
              <CauseAuthor cause={cause} />
              <Link to={donateHref(cause)} className="button button-accent">
                {t('donate.now')}
              </Link>
            </div>

            <Tabs
              id="cause"
              label={t('cause.about')}
              tabs={[
                {
                  label: t('cause.tabDescription'),
                  content: (
                    <>
                      {cause.summary && <p className="lead">{cause.summary}</p>}
                      {paragraphsOf(cause.description).map((paragraph) => (
                        <p key={paragraph}>{paragraph}</p>
                      ))}
                    </>
                  ),
                },
                {
                  label: t('cause.tabDonations'),
                  content: (
                    <>
                      <p className="donor-count">
                        <strong>{cause.donor_count}</strong> {t('cause.donors')}
                      </p>
                      <table className="notice-table">
                        <caption className="visually-hidden">{t('cause.recentDonations')}</caption>
                        <thead>
                          <tr>
                            <th scope="col">{t('cause.donor')}</th>
                            <th scope="col">{t('cause.when')}</th>
                            <th scope="col">{t('cause.amount')}</th>
                          </tr>
                        </thead>
                        <tbody>
                          {cause.recent_gifts.map((gift, i) => (
                            // Gifts have no key of their own on the page: their order is the books'.
                            // biome-ignore lint/suspicious/noArrayIndexKey: see above
                            <tr key={i}>
                              <td>{gift.first_name ?? t('cause.anonymous')}</td>
                              <td>
                                <time dateTime={gift.date}>{gift.date}</time>
                              </td>
                              <td>{money(gift.amount)}</td>
                            </tr>
                          ))}
                          {cause.recent_gifts.length === 0 && (
                            <tr>
                              <td colSpan={3}>{t('cause.noGifts')}</td>
                            </tr>
                          )}
                        </tbody>
                      </table>
                    </>
                  ),
                },
                {
                  label: t('cause.tabComments'),
                  content: (
                    <>
                      <h3>{t('cause.commentCount', { count: comments.length })}</h3>
                      <ul className="comment-list">
                        {comments.map((comment) => (
                          <li key={comment.name} className="comment">
                            <SampleImage name={comment.img} sizes="56px" className="avatar avatar-large" />
                            <div>
                              <p className="comment-meta">
                                <strong>{comment.name}</strong> · {comment.date}
                              </p>
                              <p>{comment.text}</p>
                            </div>
                          </li>
                        ))}
                      </ul>
                      <h3>{t('form.leaveComment')}</h3>
                      <BlockedForm
                        label={t('form.leaveComment')}
                        submitLabel={t('form.postComment')}
                        fields={[fields.name, fields.email, fields.comment]}
                      />
                    </>
                  ),
                },
              ]}
            />
          </article>
          <Sidebar related={related} />
        </div>
      </section>
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, {
    title: loaderData?.cause.name,
    description: loaderData?.cause.summary ?? undefined,
    image: loaderData?.cause.cover,
  });
