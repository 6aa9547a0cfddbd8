import { Link } from 'react-router';

export const defaultTags = ['Charity', 'Clean Water', 'Education', 'Food', 'Health', 'Volunteering', 'Donation', 'Environment'] as const;

/**
 * A tag cloud. With `hrefOf` each tag links somewhere; without it, the tags are plain labels
 * (the template's tags lead nowhere).
 */
export function Tags({
  title = 'Tags',
  tags = defaultTags,
  hrefOf,
}: {
  title?: string;
  tags?: readonly string[];
  hrefOf?: (tag: string) => string;
}) {
  return (
    <section className="widget widget-tags" aria-label={title}>
      <h2 className="widget-title">{title}</h2>
      <ul className="tag-list">
        {tags.map((tag) => (
          <li key={tag}>{hrefOf ? <Link to={hrefOf(tag)}>{tag}</Link> : <span>{tag}</span>}</li>
        ))}
      </ul>
    </section>
  );
}
