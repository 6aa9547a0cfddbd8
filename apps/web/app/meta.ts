import type { MetaDescriptor } from 'react-router';
import { type MessageKey, type Translate, translator } from './i18n.tsx';
import type { RootData } from './root.tsx';
import { plainText } from './site-data.ts';

interface MatchLike {
  id: string;
  pathname?: string;
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

/** What a page says of itself to search engines and to the sites its address is shared on. */
export interface PageSummary {
  title?: string;
  description?: string;
  /** A media path or an address: shared as an absolute address. */
  image?: string | null;
  /** `article` for a blog post; every other page is a `website`. */
  type?: 'website' | 'article';
}

/**
 * Title, description, Open Graph and Twitter card tags of a page, from its own content and the site settings.
 * Sharing needs absolute addresses: the page's own and its picture's are made from the site's address.
 */
export function pageMeta(matches: Matches, page: PageSummary): MetaDescriptor[] {
  const root = rootData(matches);
  const siteName = root?.settings?.site_name ?? 'Sahay';
  const title = page.title ? `${page.title} | ${siteName}` : (root?.settings?.title ?? siteName);
  const description = plainText(page.description ?? root?.settings?.title ?? siteName).slice(0, 160);
  const origin = root?.origin ?? '';
  const absolute = (address: string) => (/^https?:\/\//.test(address) ? address : `${origin}${address}`);
  const path = matches.at(-1)?.pathname;
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:site_name', content: siteName },
    { property: 'og:type', content: page.type ?? 'website' },
    ...(path ? [{ property: 'og:url', content: absolute(path) }] : []),
    { name: 'twitter:card', content: page.image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
  ];
  if (page.image)
    tags.push({ property: 'og:image', content: absolute(page.image) }, { name: 'twitter:image', content: absolute(page.image) });
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
