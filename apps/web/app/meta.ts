import type { MetaDescriptor } from 'react-router';
import { type MessageKey, type Translate, translator } from './i18n.tsx';
import type { RootData } from './root.tsx';
import { plainText } from './site-data.ts';

interface MatchLike {
  id: string;
  loaderData?: unknown;
}

type Matches = readonly (MatchLike | undefined)[];

function rootData(matches: Matches) {
  return matches.find((m) => m?.id === 'root')?.loaderData as RootData | undefined;
}

/** The translate function of the page's language, for meta functions: they run outside the page, without `useT`. */
export function metaT(matches: Matches): Translate {
  return translator(rootData(matches)?.messages ?? {});
}

/** Title, description and Open Graph tags of a page, from its own content and the site settings. */
export function pageMeta(matches: Matches, page: { title?: string; description?: string; image?: string | null }): MetaDescriptor[] {
  const root = rootData(matches);
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

/** The tags of a page whose title and description are interface words (the template pages), in the page's language. */
export function translatedMeta(matches: Matches, keys: { title: MessageKey; description: MessageKey }): MetaDescriptor[] {
  const t = metaT(matches);
  return pageMeta(matches, { title: t(keys.title), description: t(keys.description) });
}

/** The tags of the 404 page, in the page's language. */
export function notFoundMeta(matches: Matches): MetaDescriptor[] {
  return pageMeta(matches, { title: metaT(matches)('notFound.title') });
}
