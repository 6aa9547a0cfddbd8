import { data, Link } from 'react-router';
import { PageBanner } from '../components/PageBanner.tsx';
import { siteContent } from '../content.server.ts';
import { type MessageKey, useT } from '../i18n.tsx';
import { metaT, pageMeta } from '../meta.ts';
import type { Route } from './+types/newsletter-link';

/** What the page says after a link was followed: a heading and a sentence. */
type Said = { heading: MessageKey; text: MessageKey };

const confirmed: Said = { heading: 'newsletter.confirmed', text: 'newsletter.confirmedText' };
const unsubscribed: Said = { heading: 'newsletter.unsubscribed', text: 'newsletter.unsubscribedText' };
const expired: Said = { heading: 'newsletter.expired', text: 'newsletter.expiredText' };
const invalid: Said = { heading: 'newsletter.invalid', text: 'newsletter.invalidText' };

/**
 * `/newsletter/confirm/<token>` and `/newsletter/unsubscribe/<token>`: the pages the links in a subscriber's mails
 * open. Opening one follows it, through the newsletter module (one click, no sign-in): a confirmation link confirms
 * the subscription once, an unsubscribe link ends it. An altered, used or expired link says so plainly, with a 4xx
 * status. Neither page is ever kept by a cache, nor indexed.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const content = siteContent(context);
  const leaving = new URL(request.url).pathname.startsWith('/newsletter/unsubscribe/');
  const followed = await (leaving ? content.newsletterUnsubscribe(params.token) : content.newsletterConfirm(params.token));
  const said = followed.outcome === 'done' ? (leaving ? unsubscribed : confirmed) : followed.outcome === 'expired' ? expired : invalid;
  const status = followed.outcome === 'done' ? 200 : followed.outcome === 'expired' ? 410 : 400;
  return data(said, { status, headers: { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' } });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export default function NewsletterLink({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <>
      <PageBanner title={t('newsletter.confirmTitle')} />
      <section className="section">
        <div className="container narrow">
          <h2 className="section-title">{t(loaderData.heading)}</h2>
          <p>{t(loaderData.text)}</p>
          <Link to="/home" className="button">
            {t('newsletter.backHome')}
          </Link>
        </div>
      </section>
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, { title: metaT(matches)(loaderData?.heading ?? 'newsletter.confirmTitle') });
