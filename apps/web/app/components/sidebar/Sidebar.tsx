import { useT } from '../../i18n.tsx';
import { Newsletter } from './Newsletter.tsx';
import { PictureGrid } from './PictureGrid.tsx';
import { type RelatedCause, RelatedCauses } from './RelatedCauses.tsx';
import { SidebarSearch } from './SidebarSearch.tsx';
import { Tags } from './Tags.tsx';

/** The template's usual sidebar (spec section 2): search, related posts, pictures, tags and the newsletter. */
export function Sidebar({ label, related }: { label?: string; related: readonly RelatedCause[] }) {
  const t = useT();
  return (
    <aside className="sidebar" aria-label={label ?? t('sidebar.label')}>
      <SidebarSearch />
      <RelatedCauses causes={related} />
      <PictureGrid />
      <Tags />
      <Newsletter />
    </aside>
  );
}
