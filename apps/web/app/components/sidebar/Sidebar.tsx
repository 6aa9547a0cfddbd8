import { useT } from '../../i18n.tsx';
import { Newsletter } from './Newsletter.tsx';
import { PictureGrid } from './PictureGrid.tsx';
import { RelatedCauses } from './RelatedCauses.tsx';
import { SidebarSearch } from './SidebarSearch.tsx';
import { Tags } from './Tags.tsx';

/** The template's usual sidebar (spec section 2): search, related posts, pictures, tags and the newsletter. */
export function Sidebar({ label }: { label?: string }) {
  const t = useT();
  return (
    <aside className="sidebar" aria-label={label ?? t('sidebar.label')}>
      <SidebarSearch />
      <RelatedCauses />
      <PictureGrid />
      <Tags />
      <Newsletter />
    </aside>
  );
}
