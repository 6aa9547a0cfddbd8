import type { SiteCause } from '@sahay/contracts';
import { useT } from '../i18n.tsx';
import { formatMoney } from '../template/money.ts';

/**
 * A cause as a restricted fund: what was spent on it and what is left of its gifts. An overspent cause
 * says so in words, not by colour alone.
 */
export function CauseFund({ cause }: { cause: Pick<SiteCause, 'spent_amount' | 'left_amount' | 'overspent'> }) {
  const t = useT();
  return (
    <>
      <dl className="cause-amounts cause-fund">
        <div>
          <dt>{t('cause.spent')}</dt>
          <dd>${formatMoney(cause.spent_amount)}</dd>
        </div>
        <div className={cause.overspent ? 'is-overspent' : undefined}>
          <dt>{t('cause.left')}</dt>
          <dd>{cause.overspent ? `-$${formatMoney(cause.left_amount.replace(/^-/, ''))}` : `$${formatMoney(cause.left_amount)}`}</dd>
        </div>
      </dl>
      {cause.overspent && (
        <p className="cause-fund-warning" role="note">
          {t('cause.overspent', { amount: `$${formatMoney(cause.left_amount.replace(/^-/, ''))}` })}
        </p>
      )}
    </>
  );
}
