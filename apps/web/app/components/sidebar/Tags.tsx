import { Link } from 'react-router';
import { useT } from '../../i18n.tsx';

export const defaultTags = ['Charity', 'Clean Water', 'Education', 'Food', 'Health', 'Volunteering', 'Donation', 'Environment'] as const;

/**
 * A tag cloud. With `hrefOf` each tag links somewhere; without it, the tags are plain labels
 * (the template's tags lead nowhere).
 */
export function Tags({
  title,
  tags = defaultTags,
  hrefOf,
}: {
  title?: string;
  tags?: readonly string[];
  hrefOf?: (tag: string) => string;
}) {
  const t = useT();
  const name = title ?? t('sidebar.tags');
  return (
    <section className="widget widget-tags" aria-label={name}>
      <h2 className="widget-title">{name}</h2>
      <ul className="tag-list">
        {tags.map((tag) => (
          <li key={tag}>{hrefOf ? <Link to={hrefOf(tag)}>{tag}</Link> : <span>{tag}</span>}</li>
        ))}
      </ul>
    </section>
  );
}
