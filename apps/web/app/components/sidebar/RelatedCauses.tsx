import { Link } from 'react-router';
import { useT } from '../../i18n.tsx';
import { causeHref } from '../../template/cause-href.ts';
import { causes as allCauses, type Cause } from '../../template/causes.ts';
import { formatMoney } from '../../template/money.ts';
import { SampleImage } from '../SampleImage.tsx';

/** "Related posts" of the sidebars: the first four causes (spec sections 2 and 9). */
export const relatedCauseCount = 4;

export function RelatedCauses({ title, causes = allCauses.slice(0, relatedCauseCount) }: { title?: string; causes?: readonly Cause[] }) {
  const t = useT();
  const name = title ?? t('sidebar.related');
  return (
    <section className="widget widget-related" aria-label={name}>
      <h2 className="widget-title">{name}</h2>
      <ul className="related-list">
        {causes.map((cause) => (
          <li key={cause.id} className="related-item">
            <SampleImage name={cause.cImg} sizes="80px" className="related-thumb" />
            <div>
              <Link to={causeHref(cause)}>{cause.cTitle}</Link>
              <p className="related-meta">
                {t('cause.raised')} ${formatMoney(cause.Raised)}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
