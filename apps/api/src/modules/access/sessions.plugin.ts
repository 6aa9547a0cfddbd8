import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMailer, type Mailer } from '../../lib/mailer.ts';
import { createSessions, type Sessions } from './session.service.ts';
import { createTokenSigner, loadSigningKey } from './tokens.ts';

declare module 'fastify' {
  interface FastifyInstance {
    sessions: Sessions;
    mailer: Mailer;
  }
}

export interface SessionOptions {
  publicUrl?: string;
  mail: { smtpUrl?: string; from: string; outboxDir: string; linkBase?: string };
}

/** Sign-in capabilities: token signing (key shared through the database), cookies and mail. */
export default fp(
  async function sessions(app: FastifyInstance, options: SessionOptions) {
    await app.register(cookie);
    const signer = createTokenSigner(await loadSigningKey(app.database.db));
    app.decorate(
      'sessions',
      createSessions({
        db: () => app.database.db,
        signer,
        publicUrl: options.publicUrl,
        linkBase: options.publicUrl ?? options.mail.linkBase ?? 'http://localhost:8000',
      }),
    );
    app.decorate('mailer', createMailer({ ...options.mail, log: app.log }));
  },
  { name: 'sessions', dependencies: ['database'] },
);
