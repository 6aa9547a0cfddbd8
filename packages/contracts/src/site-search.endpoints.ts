import { defineEndpoint } from './endpoint.ts';
import { errorAnswers } from './responses.ts';
import { siteSearchAnswer, siteSearchQuery } from './site-search.ts';

/** The public site's search, as its page shows it. The back office's search box has its own (`admin_search`). */
const search = defineEndpoint({
  method: 'GET',
  path: '/search/api/v1/search',
  access: { public: true },
  tags: ['search'],
  summary:
    'Finds the pages, posts, events, projects, causes and notices visitors see now whose words match q (English words by their stem, Bengali words as written): the best matches first, each with an excerpt whose matched words are in <mark>',
  query: siteSearchQuery,
  responses: { 200: siteSearchAnswer, 400: errorAnswers[400] },
});

export const siteSearchEndpoints = { search } as const;
