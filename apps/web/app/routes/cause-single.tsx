import { data, Link } from 'react-router';
import { BlockedForm, formFields } from '../components/BlockedForm.tsx';
import { CauseAmounts, CauseProgress } from '../components/CauseCard.tsx';
import { PageBanner } from '../components/PageBanner.tsx';
import { SampleImage } from '../components/SampleImage.tsx';
import { Sidebar } from '../components/sidebar/Sidebar.tsx';
import { Tabs } from '../components/Tabs.tsx';
import { useT } from '../i18n.tsx';
import { pageMeta } from '../meta.ts';
import { findCause, sampleDonorCount } from '../template/causes.ts';
import { formatMoney } from '../template/money.ts';
import type { SampleName } from '../template/samples.ts';
import { sample } from '../template/samples.ts';
import type { Route } from './+types/cause-single';

/** `/cause-single/<id>`: one of the twelve campaigns; any other id is the 404 page. */
export function loader({ params }: Route.LoaderArgs) {
  const cause = findCause(params.id);
  if (!cause) throw data(null, { status: 404 });
  return { cause, donorCount: sampleDonorCount };
}

/** Sample gifts of the Donations tab. */
const recentDonations = [
  { name: 'Anonymous', date: '2 days ago', amount: 50 },
  { name: 'Tahmina Chowdhury', date: '3 days ago', amount: 120 },
  { name: 'Imran Kabir', date: '1 week ago', amount: 25 },
  { name: 'The Rahman family', date: '2 weeks ago', amount: 300 },
] as const;

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

export default function CauseSingle({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { cause, donorCount } = loaderData;
  const fields = formFields(t);
  return (
    <>
      <PageBanner title={cause.cTitle} />
      <section className="section">
        <div className="container with-sidebar">
          <article className="detail">
            <SampleImage name={cause.cImgSingle} eager sizes="(max-width: 991px) 100vw, 780px" className="detail-image" />
            <p className="cause-category cause-category-inline">{cause.thumb}</p>
            <h2 className="detail-title">{cause.cTitle}</h2>
            <CauseProgress cause={cause} />
            <CauseAmounts cause={cause} />
            <div className="cause-card-footer">
              <span className="cause-author">
                <SampleImage name={cause.authorImg} sizes="40px" className="avatar" />
                {t('cause.by', { name: cause.authorName })}
              </span>
              <Link to="/donate" className="button button-accent">
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
                      <p className="lead">{cause.summary}</p>
                      {cause.story.map((paragraph) => (
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
                        <strong>{donorCount}</strong> {t('cause.donors')}
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
                          {recentDonations.map((gift) => (
                            <tr key={gift.name}>
                              <td>{gift.name}</td>
                              <td>{gift.date}</td>
                              <td>${formatMoney(gift.amount)}</td>
                            </tr>
                          ))}
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
          <Sidebar />
        </div>
      </section>
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, {
    title: loaderData?.cause.cTitle,
    description: loaderData?.cause.summary,
    image: loaderData ? sample(loaderData.cause.cImgSingle).src : undefined,
  });
