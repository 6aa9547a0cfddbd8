import type { RequesterThread } from '@sahay/contracts';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { PageBanner } from '../components/PageBanner.tsx';
import { clientAddress, siteContent } from '../content.server.ts';
import { type Language, type MessageKey, parseLanguage, useT } from '../i18n.tsx';
import { metaT, notFoundMeta, pageMeta } from '../meta.ts';
import type { Route } from './+types/support';

/** The seeded statuses and departments in the requester's words; one staff add themselves shows as stored. */
const statusKeys: Record<string, MessageKey> = {
  Open: 'support.statusOpen',
  'Waiting for requester': 'support.statusWaiting',
  Answered: 'support.statusAnswered',
  Closed: 'support.statusClosed',
};
const departmentKeys: Record<string, MessageKey> = {
  Accounts: 'support.departmentAccounts',
  Sales: 'support.departmentSales',
  Support: 'support.departmentSupport',
  Programmes: 'support.departmentProgrammes',
};

/** Dates written on the server, in the page's language and the charity's time zone (so the browser shows the same words). */
function dateWriter(language: Language) {
  const format = new Intl.DateTimeFormat(language === 'bn' ? 'bn-BD' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Dhaka',
  });
  return (iso: string) => format.format(new Date(iso));
}

function withDates(thread: RequesterThread, language: Language) {
  const written = dateWriter(language);
  return {
    ticket: { ...thread.ticket, opened: written(thread.ticket.created_at) },
    entries: thread.ticket_details.map((entry) => ({ ...entry, written: written(entry.created_at) })),
    page: thread.page,
    pages: thread.total_pages,
    total: thread.total_elements,
  };
}

/**
 * `/support/<token>`: the requester's private page of their ticket, read afresh at every visit (the server
 * never keeps it) through the support module. A wrong or revoked link is the ordinary 404 page.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const asked = Number(url.searchParams.get('page'));
  const page = Number.isInteger(asked) && asked > 0 ? asked : undefined;
  const result = await siteContent(context).supportThread(params.token, clientAddress(context), page);
  if (result.status !== 200) {
    if (result.status === 404) throw data(null, { status: 404 });
    return data({ limited: true as const }, { status: 429 });
  }
  return {
    limited: false as const,
    sent: url.searchParams.has('sent'),
    ...withDates(result.thread, parseLanguage(request.headers.get('cookie'))),
  };
}

// Form posts are read here; anything far above the largest file a reply may carry is refused unread.
const largestBody = 21 * 1024 * 1024;

/** The requester's reply, with its attachment: stored and checked by the support module; then back to the thread. */
export async function action({ params, request, context }: Route.ActionArgs) {
  if (Number(request.headers.get('content-length') ?? 0) > largestBody)
    return data({ status: 413, fields: ['file'], message: '' }, { status: 413 });
  const form = await request.formData();
  const message = String(form.get('message') ?? '');
  const file = form.get('file');
  const bytes = file instanceof Blob && file.size > 0 ? new Uint8Array(await file.arrayBuffer()) : null;
  const result = await siteContent(context).supportReply(params.token, { message, file: bytes }, clientAddress(context));
  if (result.status === 201) throw redirect(`/support/${encodeURIComponent(params.token)}?sent=1`);
  if (result.status === 404) throw data(null, { status: 404 });
  const fields = 'errors' in result ? Object.keys(result.errors) : [];
  return data({ status: result.status, fields, message }, { status: result.status });
}

export function headers() {
  return { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' };
}

type Thread = Exclude<Route.ComponentProps['loaderData'], { limited: true }>;

function Entry({ entry }: { entry: Thread['entries'][number] }) {
  const t = useT();
  const isPdf = entry.file?.toLowerCase().endsWith('.pdf');
  return (
    <li className={`support-entry ${entry.from_requester ? 'support-entry-requester' : 'support-entry-team'}`}>
      <article aria-labelledby={`entry-${entry.id}`}>
        <header className="support-entry-header">
          <h3 id={`entry-${entry.id}`}>{entry.from_requester ? t('support.you') : t('support.team')}</h3>
          <time dateTime={entry.created_at}>{entry.written}</time>
        </header>
        <p className="support-entry-message">{entry.message}</p>
        {entry.file && (
          <p>
            <a href={entry.file} className="support-attachment" target="_blank" rel="noopener noreferrer">
              {isPdf ? t('support.attachmentPdf') : t('support.attachmentImage')}
            </a>
          </p>
        )}
      </article>
    </li>
  );
}

function ReplyForm({ thread, actionData }: { thread: Thread; actionData: Route.ComponentProps['actionData'] }) {
  const t = useT();
  const navigation = useNavigation();
  const sending = navigation.state === 'submitting';
  const fields = actionData?.fields ?? [];
  const messageError = fields.includes('message') ? t('support.needMessage') : undefined;
  const fileError = fields.includes('file') ? t(actionData?.status === 413 ? 'support.fileTooLarge' : 'support.badFile') : undefined;
  const formError = actionData?.status === 429 ? t('support.tooMany') : undefined;
  const status = sending ? '' : (formError ?? (thread.sent && !actionData ? t('support.sent') : ''));
  return (
    <section className="support-reply" aria-labelledby="support-reply-title">
      <h2 id="support-reply-title" className="section-title">
        {t('support.reply')}
      </h2>
      {/* A new entry in the thread empties the form; a refused one keeps what was written. */}
      <Form key={thread.total} method="post" encType="multipart/form-data" className="contact-form" noValidate>
        <div className="form-field">
          <label htmlFor="support-message">{t('support.message')}</label>
          <textarea
            id="support-message"
            name="message"
            rows={6}
            defaultValue={actionData?.message ?? ''}
            aria-invalid={Boolean(messageError)}
            aria-describedby={messageError ? 'support-message-error' : undefined}
          />
          {messageError && (
            <p className="field-error" id="support-message-error">
              {messageError}
            </p>
          )}
        </div>
        <div className="form-field">
          <label htmlFor="support-file">{t('support.file')}</label>
          <input
            id="support-file"
            name="file"
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif,application/pdf"
            aria-invalid={Boolean(fileError)}
            aria-describedby={fileError ? 'support-file-hint support-file-error' : 'support-file-hint'}
          />
          <p className="field-hint" id="support-file-hint">
            {t('support.fileHint')}
          </p>
          {fileError && (
            <p className="field-error" id="support-file-error">
              {fileError}
            </p>
          )}
        </div>
        <button type="submit" className="button support-send" disabled={sending}>
          {sending ? t('support.sending') : t('support.send')}
        </button>
      </Form>
      <div className="support-status" role="status" aria-live="polite">
        {status && <p className={`form-message ${formError ? 'form-message-error' : 'form-message-success'}`}>{status}</p>}
      </div>
    </section>
  );
}

export default function SupportTicket({ loaderData, actionData, params }: Route.ComponentProps) {
  const t = useT();
  if (loaderData.limited) {
    return (
      <>
        <PageBanner title={t('support.title')} />
        <section className="section">
          <div className="container narrow">
            <p role="alert">{t('support.limited')}</p>
          </div>
        </section>
      </>
    );
  }
  const thread = loaderData;
  const { ticket } = thread;
  const named = (keys: Record<string, MessageKey>, value: string) => (keys[value] ? t(keys[value]) : value);
  const pageLink = (page: number) => `/support/${encodeURIComponent(params.token)}?page=${page}`;
  return (
    <>
      <PageBanner title={t('support.title')} />
      <section className="section support-page">
        <div className="container narrow">
          <h2 className="section-title support-subject">{ticket.subject}</h2>
          <dl className="support-facts">
            <div>
              <dt>{t('support.status')}</dt>
              <dd>
                <span className="support-status-badge">{named(statusKeys, ticket.status)}</span>
              </dd>
            </div>
            <div>
              <dt>{t('support.department')}</dt>
              <dd>{named(departmentKeys, ticket.department)}</dd>
            </div>
            <div>
              <dt>{t('support.opened')}</dt>
              <dd>
                <time dateTime={ticket.created_at}>{ticket.opened}</time>
              </dd>
            </div>
          </dl>
          <p className="support-private">{t('support.private')}</p>

          <section aria-labelledby="support-thread-title">
            <h2 id="support-thread-title" className="section-title">
              {t('support.thread')}
            </h2>
            <ol className="support-thread">
              {thread.entries.map((entry) => (
                <Entry key={entry.id} entry={entry} />
              ))}
            </ol>
            {thread.pages > 1 && (
              <nav className="support-pages" aria-label={t('support.pages')}>
                {thread.page > 1 && <Link to={pageLink(thread.page - 1)}>{t('support.earlier')}</Link>}
                <span>{t('support.pageOf', { page: thread.page, pages: thread.pages })}</span>
                {thread.page < thread.pages && <Link to={pageLink(thread.page + 1)}>{t('support.later')}</Link>}
              </nav>
            )}
          </section>

          <ReplyForm thread={thread} actionData={actionData} />
        </div>
      </section>
    </>
  );
}

/** Never indexed, and the link (the page's address) is never sent to another site as a referrer; a wrong link is the plain 404 page. */
export const meta: Route.MetaFunction = ({ matches, error }) =>
  error
    ? notFoundMeta(matches)
    : [
        ...pageMeta(matches, { title: metaT(matches)('support.title') }),
        { name: 'robots', content: 'noindex' },
        { name: 'referrer', content: 'same-origin' },
      ];
