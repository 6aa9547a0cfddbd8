import { Link } from 'react-router';
import { useT } from '../../i18n.tsx';
import { causeHref } from '../../template/cause-href.ts';
import { useMoney } from '../../useMoney.ts';
import { StoredImage } from '../StoredImage.tsx';

/** "Related posts" of the sidebars: the first four causes (spec sections 2 and 9). */
export const relatedCauseCount = 4;

/** What a related cause shows: its picture, title and what it raised. */
export interface RelatedCause {
  id: number;
  name: string;
  image: string;
  raised_amount: string;
}

export function RelatedCauses({ title, causes }: { title?: string; causes: readonly RelatedCause[] }) {
  const { money } = useMoney();
  const t = useT();
  const name = title ?? t('sidebar.related');
  return (
    <section className="widget widget-related" aria-label={name}>
      <h2 className="widget-title">{name}</h2>
      <ul className="related-list">
        {causes.map((cause) => (
          <li key={cause.id} className="related-item">
            <StoredImage path={cause.image} sizes="80px" width={80} height={44} className="related-thumb" />
            <div>
              <Link to={causeHref(cause)}>{cause.name}</Link>
              <p className="related-meta">
                {t('cause.raised')} {money(cause.raised_amount)}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
