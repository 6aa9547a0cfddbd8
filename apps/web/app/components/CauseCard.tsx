import type { SiteCause } from '@sahay/contracts';
import { Link } from 'react-router';
import { useT } from '../i18n.tsx';
import { causeHref, donateHref } from '../template/cause-href.ts';
import { progressPercent } from '../template/money.ts';
import { useMoney } from '../useMoney.ts';
import { StoredImage } from './StoredImage.tsx';

/** The fields of a cause its card, progress and amounts show. */
export type CauseSummary = Pick<
  SiteCause,
  'id' | 'name' | 'image' | 'category' | 'summary' | 'author_name' | 'author_image' | 'goal_amount' | 'raised_amount'
>;

/** The progress bar of a campaign, with its percent in words for screen readers. */
export function CauseProgress({ cause }: { cause: CauseSummary }) {
  const t = useT();
  const percent = progressPercent(cause.raised_amount, cause.goal_amount);
  return (
    <div className="cause-progress">
      <div
        className="progress-bar"
        role="progressbar"
        aria-label={t('cause.raisedFor', { title: cause.name })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
      <span className="progress-value">{percent}%</span>
    </div>
  );
}

/** Goal and Raised, as the campaign cards and pages show them. */
export function CauseAmounts({ cause }: { cause: CauseSummary }) {
  const { money } = useMoney();
  const t = useT();
  return (
    <dl className="cause-amounts">
      <div>
        <dt>{t('cause.goal')}</dt>
        <dd>{money(cause.goal_amount)}</dd>
      </div>
      <div>
        <dt>{t('cause.raised')}</dt>
        <dd>{money(cause.raised_amount)}</dd>
      </div>
    </dl>
  );
}

/** The campaign's author, with their portrait when there is one. */
export function CauseAuthor({ cause }: { cause: CauseSummary }) {
  const t = useT();
  if (!cause.author_name) return <span className="cause-author" />;
  return (
    <span className="cause-author">
      {cause.author_image && <StoredImage path={cause.author_image} sizes="40px" width={40} height={40} className="avatar" />}
      {t('cause.by', { name: cause.author_name })}
    </span>
  );
}

/** A campaign card: picture, category, title, progress, goal and raised, and a way to give. */
export function CauseCard({ cause, headingLevel = 2 }: { cause: CauseSummary; headingLevel?: 2 | 3 }) {
  const t = useT();
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="cause-card">
      <div className="cause-card-image">
        <StoredImage path={cause.image} sizes="(max-width: 767px) 100vw, (max-width: 1200px) 50vw, 380px" width={900} height={500} />
        {cause.category && <span className="cause-category">{cause.category}</span>}
      </div>
      <div className="cause-card-body">
        <Heading className="cause-title">
          <Link to={causeHref(cause)}>{cause.name}</Link>
        </Heading>
        {cause.summary && <p>{cause.summary}</p>}
        <CauseProgress cause={cause} />
        <CauseAmounts cause={cause} />
        <div className="cause-card-footer">
          <CauseAuthor cause={cause} />
          <Link to={donateHref(cause)} className="button button-accent button-small" aria-label={t('donate.nowFor', { title: cause.name })}>
            {t('donate.now')}
          </Link>
        </div>
      </div>
    </article>
  );
}
