import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { BackupSettings } from './backup/backup.ts';
import type { Database } from './db/client.ts';
import { AccessLog, accessLineWriter, lazyChildLogger, logStreamOf } from './lib/access-log.ts';
import type { JobDefinition } from './lib/job-queue.ts';
import type { MediaStore } from './lib/media-store.ts';
import { countAttempt, sessions } from './modules/access/index.ts';
import { recordAudit } from './modules/audit/index.ts';
import { jobs as moduleJobs, moduleRoutes, resources } from './modules/index.ts';
import { nextDocumentNumbers } from './modules/numbering/index.ts';
import { spamGuard } from './modules/visitor-forms/index.ts';
import admin from './plugins/admin.ts';
import auth, { type Authenticate } from './plugins/auth.ts';
import changes from './plugins/changes.ts';
import database from './plugins/database.ts';
import docs from './plugins/docs.ts';
import errors from './plugins/errors.ts';
import health from './plugins/health.ts';
import jobs from './plugins/jobs.ts';
import media from './plugins/media.ts';
import publicCache from './plugins/public-cache.ts';
import site from './plugins/site.ts';
import resourceEngine from './resource/engine.ts';

export interface AppOptions {
  database: Database;
  /** Where uploaded files live: a local folder or an S3-compatible bucket. */
  media: MediaStore;
  /** Identifies callers; by default from the sign-in token (header or cookie). */
  authenticate?: Authenticate;
  publicUrl?: string;
  /** Serve the public site from this React Router build folder (the server does; API tests do not). */
  site?: { buildDir?: string; dev?: boolean };
  /** Serve the back office (apps/admin's build) under /admin/. */
  admin?: { distDir?: string; dev?: boolean };
  /** Where mail goes: SMTP, or (without smtpUrl) the log and an outbox folder. */
  mail: { smtpUrl?: string; from: string; outboxDir: string; linkBase?: string };
  logger?: FastifyServerOptions['logger'];
  /** The background jobs this app knows (every module's by default); they run once `app.jobs.start()` is called. */
  jobs?: readonly JobDefinition[];
  /** Visitor forms sent sooner than this after their start are refused as a bot's (3 s unless said). */
  formMinFillSeconds?: number;
  /** What time it is: the current time, unless a test sets its own (scheduled publication). */
  clock?: () => Date;
  /** Where backups go (the button's and the nightly one's) and how many nightly ones are kept; a folder of its own by default. */
  backups?: BackupSettings;
}

/** The whole application, as used by the server and by every test. */
export async function buildApp(options: AppOptions) {
  const accessStream = logStreamOf(options.logger);
  const accessLines = accessStream && accessLineWriter(accessStream);
  const app = Fastify({
    logger: options.logger ?? false,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    bodyLimit: 1024 * 1024,
    logController: new AccessLog(accessLines),
    childLoggerFactory: lazyChildLogger,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Writes take JSON or forms; plain text is refused with 415 rather than half-parsed.
  app.removeContentTypeParser('text/plain');

  app.decorate('clock', options.clock ?? (() => new Date()));
  await app.register(errors);
  await app.register(database, { database: options.database });
  await app.register(sessions, { publicUrl: options.publicUrl, mail: options.mail });
  await app.register(auth, { authenticate: options.authenticate ?? ((request) => app.sessions.authenticate(request)) });
  await app.register(changes);
  await app.register(publicCache);
  await app.register(docs, { publicUrl: options.publicUrl });
  await app.register(media, { store: options.media });
  await app.register(health);
  await app.register(jobs, { jobs: options.jobs ?? moduleJobs });
  app.decorate('backups', options.backups ?? { folder: join(tmpdir(), `sahay-backups-${process.pid}`), keep: 7 });
  await app.register(resourceEngine, {
    resources,
    audit: recordAudit,
    rateLimit: countAttempt,
    nextNumbers: nextDocumentNumbers,
    now: app.clock,
  });
  await app.register(spamGuard, { minFillSeconds: options.formMinFillSeconds });
  for (const routes of moduleRoutes) await app.register(routes);
  if (options.admin) await app.register(admin, options.admin);
  // Last: the site answers every path the API does not.
  if (options.site) await app.register(site, { ...options.site, publicUrl: options.publicUrl });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
