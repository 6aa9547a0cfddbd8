import { Link } from 'react-router';
import { useT } from '../i18n.tsx';
import { causeHref } from '../template/cause-href.ts';
import type { Cause } from '../template/causes.ts';
import { formatMoney } from '../template/money.ts';
import { SampleImage } from './SampleImage.tsx';

/** The progress bar of a campaign, with its percent in words for screen readers. */
export function CauseProgress({ cause }: { cause: Cause }) {
  const t = useT();
  return (
    <div className="cause-progress">
      <div
        className="progress-bar"
        role="progressbar"
        aria-label={t('cause.raisedFor', { title: cause.cTitle })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={cause.process}
      >
        <span style={{ width: `${cause.process}%` }} />
      </div>
      <span className="progress-value">{cause.process}%</span>
    </div>
  );
}

/** Goal and Raised, as the campaign cards and pages show them. */
export function CauseAmounts({ cause }: { cause: Cause }) {
  const t = useT();
  return (
    <dl className="cause-amounts">
      <div>
        <dt>{t('cause.goal')}</dt>
        <dd>${formatMoney(cause.Goal)}</dd>
      </div>
      <div>
        <dt>{t('cause.raised')}</dt>
        <dd>${formatMoney(cause.Raised)}</dd>
      </div>
    </dl>
  );
}

/** A campaign card: picture, category, title, progress, goal and raised, and a way to give. */
export function CauseCard({ cause, headingLevel = 2 }: { cause: Cause; headingLevel?: 2 | 3 }) {
  const t = useT();
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="cause-card">
      <div className="cause-card-image">
        <SampleImage name={cause.cImg} sizes="(max-width: 767px) 100vw, (max-width: 1200px) 50vw, 380px" />
        <span className="cause-category">{cause.thumb}</span>
      </div>
      <div className="cause-card-body">
        <Heading className="cause-title">
          <Link to={causeHref(cause)}>{cause.cTitle}</Link>
        </Heading>
        <p>{cause.summary}</p>
        <CauseProgress cause={cause} />
        <CauseAmounts cause={cause} />
        <div className="cause-card-footer">
          <span className="cause-author">
            <SampleImage name={cause.authorImg} sizes="40px" className="avatar" />
            {t('cause.by', { name: cause.authorName })}
          </span>
          <Link to="/donate" className="button button-accent button-small" aria-label={t('donate.nowFor', { title: cause.cTitle })}>
            {t('donate.now')}
          </Link>
        </div>
      </div>
    </article>
  );
}
