import { type SiteSearchHit, siteSearchMaxLength, siteSearchQuery } from '@sahay/contracts';
import { Search } from 'lucide-react';
import { data, Form, Link } from 'react-router';
import { PageBanner } from '../components/PageBanner.tsx';
import { siteContent } from '../content.server.ts';
import { useT } from '../i18n.tsx';
import { translatedMeta } from '../meta.ts';
import type { Route } from './+types/search';

/**
 * `/search?q=`: what the site's search finds for the visitor's words, best first. Not kept by the page cache
 * (decision 042): every address is a visitor's own words.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const written = new URL(request.url).searchParams.get('q') ?? '';
  const parsed = siteSearchQuery.safeParse({ q: written });
  const query = written.trim();
  const problem = parsed.success ? null : query ? ('tooLong' as const) : ('empty' as const);
  const results: SiteSearchHit[] = parsed.success ? await siteContent(context).search(parsed.data.q) : [];
  return data({ query, problem, results }, { headers: { 'Cache-Control': 'no-store' } });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

function Result({ hit }: { hit: SiteSearchHit }) {
  const t = useT();
  return (
    <li>
      <article className="blog-post search-result" aria-labelledby={`result-${hit.kind}-${hit.id}`}>
        <div className="blog-post-body">
          <p className="post-meta">{t(`search.kind.${hit.kind}`)}</p>
          <h3 id={`result-${hit.kind}-${hit.id}`} className="blog-post-title">
            <Link to={hit.path}>{hit.title}</Link>
          </h3>
          {/* Escaped text whose only markup is <mark> around the matched words, made so by the API. */}
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the excerpt holds no markup but the marks. */}
          <p dangerouslySetInnerHTML={{ __html: hit.excerpt }} />
        </div>
      </article>
    </li>
  );
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { query, problem, results } = loaderData;
  return (
    <>
      <PageBanner title={t('search.title')} />
      <section className="section">
        <div className="container search-page">
          <search>
            <Form action="/search" className="widget-search-form">
              <label htmlFor="search-q" className="visually-hidden">
                {t('search.label')}
              </label>
              <input id="search-q" name="q" type="search" defaultValue={query} placeholder={t('nav.searchPlaceholder')} />
              <button type="submit" className="icon-button" aria-label={t('search.title')}>
                <Search aria-hidden="true" />
              </button>
            </Form>
          </search>
          {problem === 'empty' && <p>{t('search.prompt')}</p>}
          {problem === 'tooLong' && <p role="alert">{t('search.tooLong', { max: siteSearchMaxLength })}</p>}
          {!problem && (
            <>
              <h2 className="section-title">{t('search.found', { query })}</h2>
              {results.length === 0 ? (
                <p>{t('search.none', { query })}</p>
              ) : (
                <ol className="blog-list search-results">
                  {results.map((hit) => (
                    <Result key={`${hit.kind}-${hit.id}`} hit={hit} />
                  ))}
                </ol>
              )}
            </>
          )}
        </div>
      </section>
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  translatedMeta(matches, { title: 'search.title', description: 'search.description' });
