import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { SendMailOptions, Transporter } from 'nodemailer';

/** A file sent with a mail (a receipt's PDF). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  attachments?: MailAttachment[];
  /**
   * The address that takes the recipient off a list in one click: mail programs show their own button for it, and
   * POST `List-Unsubscribe=One-Click` to it (RFC 8058), so the address must act on that POST, never on a GET.
   */
  unsubscribeUrl?: string;
}

/** Line breaks and the other control characters (C0, DEL, C1, the Unicode line and paragraph separators). */
const controls = /[\p{Cc}\u2028\u2029]+/gu;

/** A header value on one line: each run of control characters (a line break among them) becomes one space. */
export const headerLine = (value: string) => value.replace(controls, ' ').trim();

/** The headers of a mail its recipient can leave in one click (RFC 8058); nodemailer writes the URL's angle brackets. */
const oneClickUnsubscribe = (url: string) => ({
  list: { unsubscribe: headerLine(url) },
  headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
});

/** One plain address, local@domain: no name, no list, no group, no comment, no space. */
const plainAddress = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+$/;

/**
 * The message both paths hand to nodemailer, whose own header handling encodes and folds it: every
 * header value on one line, and a recipient that is not one plain address refused (it could name
 * others). Mails come from names, subjects and addresses visitors typed, so no caller has to remember this.
 */
export function mailMessage(from: string, mail: Mail) {
  const to = mail.to.trim();
  if (!plainAddress.test(to)) throw new Error(`A mail goes to one plain address; refused the recipient ${JSON.stringify(mail.to)}`);
  return {
    from: headerLine(from),
    to,
    subject: headerLine(mail.subject),
    text: mail.text,
    attachments: mail.attachments?.map((a) => ({
      filename: headerLine(a.filename),
      contentType: headerLine(a.contentType),
      content: a.content,
    })),
    ...(mail.unsubscribeUrl ? oneClickUnsubscribe(mail.unsubscribeUrl) : {}),
    // One recipient, whatever the address parser makes of it (nodemailer refuses more).
    maxRecipients: 1,
    // The message's parts are the values above, never a file or an address to fetch.
    disableFileAccess: true,
    disableUrlAccess: true,
  } satisfies SendMailOptions;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * The outbox's message: built by nodemailer as SMTP would send it, with Unix line ends, and its text
 * parts as written (8bit) rather than quoted-printable, so that a person (or a test) reads the links in it.
 */
async function outboxTransport() {
  const transport = (await import('nodemailer')).default.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  // The stream step runs once the message is compiled, before it is written out.
  transport.use('stream', (mail, done) => {
    const visit = (node: typeof mail.message) => {
      if (/^text\/plain\b/i.test(String(node.getHeader('Content-Type') ?? ''))) node.getTransferEncoding = () => '8bit';
      node.childNodes.forEach(visit);
    };
    visit(mail.message);
    done();
  });
  return transport;
}

/**
 * Sends through SMTP when SMTP_URL is set. Without it, mails are written to the log and to
 * an outbox folder, so a new installation can still reset a password. Attachments go with either,
 * and both build the message the same way (mailMessage, then nodemailer).
 */
export function createMailer(options: { smtpUrl?: string; from: string; outboxDir: string; log: FastifyBaseLogger }): Mailer {
  if (options.smtpUrl) {
    const smtpUrl = options.smtpUrl;
    // Loaded with the first mail: most starts send none.
    let transport: Transporter | undefined;
    return {
      async send(mail) {
        const message = mailMessage(options.from, mail);
        transport ??= (await import('nodemailer')).default.createTransport(smtpUrl);
        await transport.sendMail(message);
      },
    };
  }
  let outbox: Awaited<ReturnType<typeof outboxTransport>> | undefined;
  return {
    async send(mail) {
      const message = mailMessage(options.from, mail);
      outbox ??= await outboxTransport();
      const built = await outbox.sendMail(message);
      await mkdir(options.outboxDir, { recursive: true });
      const stamp = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}`;
      const file = join(options.outboxDir, `${stamp}-${message.to.replace(/[^\w.@-]/g, '_')}.eml`);
      await writeFile(file, built.message as Buffer, { mode: 0o600 });
      options.log.info(
        { to: message.to, subject: message.subject, attachments: message.attachments?.length ?? 0, file },
        'no SMTP_URL set: mail written to the outbox',
      );
    },
  };
}
