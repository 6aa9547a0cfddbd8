import { z } from 'zod';

/**
 * The public site's search (`/search?q=`): what it covers, in the order a tie is shown. Only what visitors may see
 * now is found: never a draft, a scheduled item only from its moment.
 */
export const siteSearchKinds = ['page', 'post', 'event', 'project', 'cause', 'notice'] as const;
export type SiteSearchKind = (typeof siteSearchKinds)[number];

/** How many results one search answers at most: the best matches, whatever their kind. */
export const siteSearchLimit = 20;

/** The longest text searched for: a sentence, not a page. */
export const siteSearchMaxLength = 100;

export const siteSearchQuery = z.object({
  q: z
    .string({ error: 'Type a word to look for.' })
    .trim()
    .min(1, 'Type a word to look for.')
    .max(siteSearchMaxLength, `Type at most ${siteSearchMaxLength} characters.`),
});

/** One match: its kind, its title, an excerpt with the matched words marked, and its page on the site. */
export const siteSearchHit = z.object({
  kind: z.enum(siteSearchKinds),
  id: z.number().int(),
  title: z.string(),
  /** HTML: escaped text whose only elements are `<mark>` around the words that matched. */
  excerpt: z.string(),
  path: z.string(),
});
export type SiteSearchHit = z.infer<typeof siteSearchHit>;

export const siteSearchAnswer = z.object({ results: z.array(siteSearchHit) });
