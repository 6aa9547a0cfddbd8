import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';

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
}

/** A header value as MIME wants it: plain ASCII as is, anything else as an encoded word. */
const headerText = (value: string) =>
  /^[\x20-\x7e]*$/.test(value) ? value : `=?UTF-8?B?${Buffer.from(value, 'utf8').toString('base64')}?=`;
const base64Lines = (bytes: Buffer) => (bytes.toString('base64').match(/.{1,76}/g) ?? []).join('\n');

/**
 * The outbox file of a mail: the plain form (headers, a blank line, the text) when it has no attachment,
 * else a MIME multipart message whose parts are the text and each file in base64.
 */
export function outboxMessage(from: string, mail: Mail) {
  const head = `From: ${from}\nTo: ${mail.to}\nSubject: ${mail.subject}\n`;
  if (!mail.attachments?.length) return `${head}\n${mail.text}\n`;
  const boundary = `sahay-${randomBytes(12).toString('hex')}`;
  const parts = [
    `Content-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: base64\n\n${base64Lines(Buffer.from(mail.text, 'utf8'))}`,
    ...mail.attachments.map(
      (a) =>
        `Content-Type: ${a.contentType}; name="${headerText(a.filename)}"\nContent-Transfer-Encoding: base64\n` +
        `Content-Disposition: attachment; filename="${headerText(a.filename)}"\n\n${base64Lines(a.content)}`,
    ),
  ];
  return `${head}MIME-Version: 1.0\nContent-Type: multipart/mixed; boundary="${boundary}"\n\n${parts.map((p) => `--${boundary}\n${p}\n`).join('')}--${boundary}--\n`;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * Sends through SMTP when SMTP_URL is set. Without it, mails are written to the log and to
 * an outbox folder, so a new installation can still reset a password. Attachments go with either.
 */
export function createMailer(options: { smtpUrl?: string; from: string; outboxDir: string; log: FastifyBaseLogger }): Mailer {
  if (options.smtpUrl) {
    const smtpUrl = options.smtpUrl;
    // Loaded with the first mail: most starts (and every one without SMTP) send none.
    let transport: Transporter | undefined;
    return {
      async send(mail) {
        transport ??= (await import('nodemailer')).default.createTransport(smtpUrl);
        await transport.sendMail({ from: options.from, ...mail });
      },
    };
  }
  return {
    async send(mail) {
      await mkdir(options.outboxDir, { recursive: true });
      const stamp = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}`;
      const file = join(options.outboxDir, `${stamp}-${mail.to.replace(/[^\w.@-]/g, '_')}.eml`);
      await writeFile(file, outboxMessage(options.from, mail), { mode: 0o600 });
      options.log.info(
        { to: mail.to, subject: mail.subject, attachments: mail.attachments?.length ?? 0, file },
        'no SMTP_URL set: mail written to the outbox',
      );
    },
  };
}
