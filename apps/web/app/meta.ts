import type { MetaDescriptor } from 'react-router';
import type { RootData } from './root.tsx';
import { plainText } from './site-data.ts';

interface MatchLike {
  id: string;
  loaderData?: unknown;
}

/** Title, description and Open Graph tags of a page, from its own content and the site settings. */
export function pageMeta(
  matches: readonly (MatchLike | undefined)[],
  page: { title?: string; description?: string; image?: string | null },
): MetaDescriptor[] {
  const root = matches.find((m) => m?.id === 'root')?.loaderData as RootData | undefined;
  const siteName = root?.settings?.site_name ?? 'Sahay';
  const title = page.title ? `${page.title} | ${siteName}` : (root?.settings?.title ?? siteName);
  const description = plainText(page.description ?? root?.settings?.title ?? siteName).slice(0, 160);
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:site_name', content: siteName },
    { property: 'og:type', content: 'website' },
  ];
  if (page.image) tags.push({ property: 'og:image', content: page.image });
  return tags;
}
