import type { NewsletterLinkKind, NewsletterLinkStanding } from '@sahay/contracts';
import { data, Form, Link, useNavigation } from 'react-router';
import { PageBanner } from '../components/PageBanner.tsx';
import { siteContent } from '../content.server.ts';
import { type MessageKey, useT } from '../i18n.tsx';
import { metaT, pageMeta } from '../meta.ts';
import type { Route } from './+types/newsletter-link';

/** What the page says: a heading and a sentence, and the button that follows the link while it is still to be followed. */
type Said = { heading: MessageKey; text: MessageKey; button?: MessageKey };

const asked: Record<NewsletterLinkKind, Said> = {
  confirm: { heading: 'newsletter.confirmAsk', text: 'newsletter.confirmAskText', button: 'newsletter.confirmButton' },
  unsubscribe: { heading: 'newsletter.unsubscribeAsk', text: 'newsletter.unsubscribeAskText', button: 'newsletter.unsubscribeButton' },
};
const done: Record<NewsletterLinkKind, Said> = {
  confirm: { heading: 'newsletter.confirmed', text: 'newsletter.confirmedText' },
  unsubscribe: { heading: 'newsletter.unsubscribed', text: 'newsletter.unsubscribedText' },
};
const expired: Said = { heading: 'newsletter.expired', text: 'newsletter.expiredText' };
const invalid: Said = { heading: 'newsletter.invalid', text: 'newsletter.invalidText' };

const kindOf = (request: Request): NewsletterLinkKind =>
  new URL(request.url).pathname.startsWith('/newsletter/unsubscribe/') ? 'unsubscribe' : 'confirm';

/** The page for where a link stands, with its status: 200, or 400 (altered, unknown, used) and 410 (expired). */
function answer(kind: NewsletterLinkKind, standing: NewsletterLinkStanding) {
  if (standing.outcome === 'ready') return data(asked[kind]);
  if (standing.outcome === 'done') return data(done[kind]);
  return standing.outcome === 'expired' ? data(expired, { status: 410 }) : data(invalid, { status: 400 });
}

/**
 * `/newsletter/confirm/<token>` and `/newsletter/unsubscribe/<token>`: the pages the links in a subscriber's mails
 * open. Opening one changes nothing (mail scanners and link previews open every link in a mail): the page says what
 * the link is for, with one button; a link already used, altered or expired says so at once, with its 4xx status.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const kind = kindOf(request);
  return answer(kind, await siteContent(context).newsletterLinkStanding(kind, params.token));
}

/**
 * The button (a plain form: it works without JavaScript) follows the link, through the newsletter module: a
 * confirmation link confirms the subscription once, an unsubscribe link ends it. A mail program's own unsubscribe
 * button posts `List-Unsubscribe=One-Click` to the same address (RFC 8058): the same action.
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  const content = siteContent(context);
  const kind = kindOf(request);
  const followed = await (kind === 'unsubscribe' ? content.newsletterUnsubscribe(params.token) : content.newsletterConfirm(params.token));
  return answer(kind, followed);
}

/** Neither page is ever kept by a cache, nor indexed. */
export function headers() {
  return { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' };
}

export default function NewsletterLink({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const sending = useNavigation().state === 'submitting';
  const said = actionData ?? loaderData;
  return (
    <>
      <PageBanner title={t('newsletter.confirmTitle')} />
      <section className="section">
        <div className="container narrow">
          <h2 className="section-title">{t(said.heading)}</h2>
          <p>{t(said.text)}</p>
          {said.button ? (
            <Form method="post">
              <button type="submit" className="button" disabled={sending}>
                {t(said.button)}
              </button>
            </Form>
          ) : (
            <Link to="/home" className="button">
              {t('newsletter.backHome')}
            </Link>
          )}
        </div>
      </section>
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, { title: metaT(matches)(loaderData?.heading ?? 'newsletter.confirmTitle') });
