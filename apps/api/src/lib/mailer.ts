import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * Sends through SMTP when SMTP_URL is set. Without it, mails are written to the log and to
 * an outbox folder, so a new installation can still reset a password.
 */
export function createMailer(options: { smtpUrl?: string; from: string; outboxDir: string; log: FastifyBaseLogger }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: options.from, ...mail });
      },
    };
  }
  return {
    async send(mail) {
      await mkdir(options.outboxDir, { recursive: true });
      const stamp = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}`;
      const file = join(options.outboxDir, `${stamp}-${mail.to.replace(/[^\w.@-]/g, '_')}.eml`);
      await writeFile(file, `From: ${options.from}\nTo: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}\n`, { mode: 0o600 });
      options.log.info({ to: mail.to, subject: mail.subject, file }, 'no SMTP_URL set: mail written to the outbox');
    },
  };
}
