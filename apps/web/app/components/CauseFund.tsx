import type { SiteCause } from '@sahay/contracts';
import { useT } from '../i18n.tsx';
import { useMoney } from '../useMoney.ts';

/**
 * A cause as a restricted fund: what was spent on it and what is left of its gifts. An overspent cause
 * says so in words, not by colour alone.
 */
export function CauseFund({ cause }: { cause: Pick<SiteCause, 'spent_amount' | 'left_amount' | 'overspent'> }) {
  const { money } = useMoney();
  const t = useT();
  return (
    <>
      <dl className="cause-amounts cause-fund">
        <div>
          <dt>{t('cause.spent')}</dt>
          <dd>{money(cause.spent_amount)}</dd>
        </div>
        <div className={cause.overspent ? 'is-overspent' : undefined}>
          <dt>{t('cause.left')}</dt>
          <dd>{money(cause.left_amount)}</dd>
        </div>
      </dl>
      {cause.overspent && (
        <p className="cause-fund-warning" role="note">
          {t('cause.overspent', { amount: money(cause.left_amount.replace(/^-/, '')) })}
        </p>
      )}
    </>
  );
}
