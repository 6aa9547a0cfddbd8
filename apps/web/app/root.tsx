import { endpointRequest, newsletterEndpoints, type SiteSettings, visitorFormsEndpoints } from '@sahay/contracts';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from 'react-router';
import { siFacebook, siGoogle, siInstagram, siX } from 'simple-icons';
import type { Route } from './+types/root';
import { Footer, type SocialLink } from './components/Footer.tsx';
import { Header } from './components/Header.tsx';
import { HydrateInTurn } from './components/HydrateInTurn.tsx';
import { ScrollTop } from './components/ScrollTop.tsx';
import { SiteStyles } from './components/SiteStyles.tsx';
import { homeBlocks, siteContent } from './content.server.ts';
import { LanguageProvider, parseLanguage, useT } from './i18n.tsx';
import { dictionaries } from './messages.server.ts';
import { notFoundMeta, pageMeta } from './meta.ts';
import { NotFound } from './routes/not-found.tsx';
import { findMenu, menuHref, orEmpty } from './site-data.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const content = siteContent(context);
  const [settings, menus, home] = await Promise.all([orEmpty(content.settings(), null), orEmpty(content.menus(), []), homeBlocks(context)]);
  const about = findMenu(menus, 'About');
  const language = parseLanguage(request.headers.get('cookie'));
  return {
    settings,
    /** The site's address, for what must be absolute (the addresses shared in Open Graph tags). */
    origin: new URL(request.url).origin,
    menus,
    aboutHref: about ? menuHref(about) : '/contact',
    titleImage: home.images.Title?.[0] ?? null,
    partnerLogos: home.images.Partner ?? [],
    language,
    messages: dictionaries[language],
    social: socialLinks(settings),
    /** Where a visitor form asks for its signed start time (the spam guard's, forms/SpamGuard.tsx). */
    formStart: endpointRequest(visitorFormsEndpoints.formStart),
    /** Where the sidebars' newsletter boxes subscribe (components/sidebar/Newsletter.tsx). */
    newsletterSubscribe: endpointRequest(newsletterEndpoints.subscribe),
  };
}

/** Brand icons come with the page's data, so their library never reaches the browser's bundle. */
function socialLinks(settings: SiteSettings | null): SocialLink[] {
  const links = [
    { name: 'Facebook', href: settings?.facebook_url, path: siFacebook.path },
    { name: 'Twitter', href: settings?.twitter_url, path: siX.path },
    { name: 'Instagram', href: settings?.instagram_url, path: siInstagram.path },
    { name: 'Google', href: settings?.google_url, path: siGoogle.path },
  ];
  return links.filter((link): link is SocialLink => Boolean(link.href));
}

export type RootData = Awaited<ReturnType<typeof loader>>;

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData('root') as RootData | undefined;
  return (
    <html lang={data?.language ?? 'en'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f5e59" />
        {data?.settings?.favicon && <link rel="icon" href={data.settings.favicon} />}
        <Meta />
        <SiteStyles language={data?.language ?? 'en'} />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

function Shell({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData('root') as RootData | undefined;
  const t = useT();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('nav.skip')}
      </a>
      <HydrateInTurn name="header">
        <Header menus={data?.menus ?? []} logo={data?.settings?.logo ?? null} siteName={data?.settings?.site_name ?? 'Sahay'} />
      </HydrateInTurn>
      <HydrateInTurn name="main">
        <main id="main">{children}</main>
      </HydrateInTurn>
      <HydrateInTurn name="footer">
        <Footer
          settings={data?.settings ?? null}
          partnerLogos={data?.partnerLogos ?? []}
          aboutHref={data?.aboutHref ?? '/contact'}
          social={data?.social ?? []}
        />
      </HydrateInTurn>
      <ScrollTop />
    </>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <LanguageProvider language={loaderData.language} messages={loaderData.messages}>
      <Shell>
        <Outlet />
      </Shell>
    </LanguageProvider>
  );
}

/** Pages set their own tags; these serve the 404 page shown when a page fails (routes/pages.tsx) or the root does (below). */
export const meta: Route.MetaFunction = ({ matches, error }) => (error ? notFoundMeta(matches) : pageMeta(matches, {}));

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData('root') as RootData | undefined;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  return (
    <LanguageProvider language={data?.language ?? 'en'} messages={data?.messages ?? {}}>
      <Shell>
        <NotFound />
      </Shell>
    </LanguageProvider>
  );
}
