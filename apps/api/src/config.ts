import { resolve } from 'node:path';
import { z } from 'zod';
import type { S3MediaLocation } from './lib/s3-media-store.ts';

const trueOrFalse = z.enum(['true', 'false'], 'must be true or false').transform((v) => v === 'true');
const bucketName = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const keyPrefix = (prefix: string) => prefix.replace(/^\/+|\/+$/g, '').replace(/.$/, '$&/');

const envSchema = z
  .object({
    PORT: z
      .string()
      .regex(/^\d+$/, 'must be a number from 1 to 65535')
      .transform(Number)
      .refine((port) => port >= 1 && port <= 65535, 'must be a number from 1 to 65535')
      .optional(),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\/.+/, 'must be a postgres:// or postgresql:// address')
      .optional(),
    DATA_DIR: z.string().min(1).default('data'),
    MEDIA_DIR: z.string().min(1).optional(),
    MEDIA_S3_URL: z
      .string()
      .transform((value, ctx) => {
        const location = parseS3Url(value);
        if (typeof location === 'string') ctx.addIssue({ code: 'custom', message: location });
        return location as S3MediaLocation;
      })
      .optional(),
    MEDIA_S3_BUCKET: z.string().regex(bucketName, 'must be a bucket name (3 to 63 lowercase letters, digits, dots and hyphens)').optional(),
    MEDIA_S3_PREFIX: z
      .string()
      .regex(/^[\w./-]+$/, 'must be letters, digits and / . _ -')
      .optional(),
    MEDIA_S3_ENDPOINT: z
      .url({ protocol: /^https?$/, error: 'must be an http:// or https:// address such as https://s3.example.org' })
      .optional(),
    MEDIA_S3_REGION: z
      .string()
      .regex(/^[\w-]+$/, 'must be a region name such as eu-central-1 or auto')
      .optional(),
    MEDIA_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    MEDIA_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    MEDIA_S3_FORCE_PATH_STYLE: trueOrFalse.optional(),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], 'must be one of fatal, error, warn, info, debug, trace, silent')
      .default('info'),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\/.+/, 'must be an smtp:// or smtps:// address')
      .optional(),
    MAIL_FROM: z.string().min(3).default('Sahay <no-reply@localhost>'),
    ADMIN_EMAIL: z.email('must be an email address').optional(),
    ADMIN_PASSWORD: z.string().min(10, 'must have at least 10 characters').optional(),
    FORM_MIN_FILL_SECONDS: z
      .string()
      .regex(/^\d{1,3}$/, 'must be a whole number of seconds')
      .transform(Number)
      .optional(),
    BACKUP_KEEP: z
      .string()
      .regex(/^[1-9]\d{0,3}$/, 'must be a number from 1 to 9999')
      .transform(Number)
      .default(7),
    PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an absolute address such as https://charity.example.org' }).optional(),
  })
  .superRefine((e, ctx) => {
    // One way to name the bucket: an address or separate variables, never a mix of both.
    const separate = Object.keys(e).filter((name) => name.startsWith('MEDIA_S3_') && name !== 'MEDIA_S3_URL');
    if (e.MEDIA_S3_URL && separate.length)
      ctx.addIssue({ code: 'custom', path: [separate[0]], message: 'must not be set beside MEDIA_S3_URL, which names the whole bucket' });
    else if (separate.length && !e.MEDIA_S3_BUCKET)
      ctx.addIssue({ code: 'custom', path: ['MEDIA_S3_BUCKET'], message: `must name the bucket that ${separate[0]} is for` });
    if (!e.MEDIA_S3_ACCESS_KEY_ID !== !e.MEDIA_S3_SECRET_ACCESS_KEY)
      ctx.addIssue({
        code: 'custom',
        path: [e.MEDIA_S3_ACCESS_KEY_ID ? 'MEDIA_S3_SECRET_ACCESS_KEY' : 'MEDIA_S3_ACCESS_KEY_ID'],
        message: 'must be set together with its pair',
      });
  });

export interface Config {
  port: number;
  host: string;
  databaseUrl?: string;
  dataDir: string;
  /** The local media folder: the default store, unused when `mediaS3` is set. */
  mediaDir: string;
  /** Media in an S3-compatible bucket instead (MEDIA_S3_URL, or MEDIA_S3_BUCKET and its companions). */
  mediaS3?: S3MediaLocation;
  logLevel: string;
  /** How many nightly backups `$DATA_DIR/backups` keeps. */
  backupKeep: number;
  publicUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  /** The first administrator, created on the first start of an empty database. */
  admin: { email?: string; password?: string };
  /** How long a person takes at least to fill a visitor form (the spam guard's minimum). */
  formMinFillSeconds?: number;
}

export class ConfigError extends Error {}

/** Reads the environment once at start; a bad value stops the start with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable counts as unset, as in most shells' habits.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (i) =>
        `  ${i.path.join('.')}=${JSON.stringify(secretVariables.has(String(i.path[0])) ? '***' : hideCredentials(env[String(i.path[0])] ?? ''))}: ${i.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  return {
    port: e.PORT ?? 8000,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    mediaDir: resolve(e.MEDIA_DIR ?? `${dataDir}/media`),
    mediaS3:
      e.MEDIA_S3_URL ??
      (e.MEDIA_S3_BUCKET
        ? {
            bucket: e.MEDIA_S3_BUCKET,
            prefix: keyPrefix(e.MEDIA_S3_PREFIX ?? ''),
            endpoint: e.MEDIA_S3_ENDPOINT?.replace(/\/$/, ''),
            region: e.MEDIA_S3_REGION ?? 'us-east-1',
            forcePathStyle: e.MEDIA_S3_FORCE_PATH_STYLE ?? false,
            credentials:
              e.MEDIA_S3_ACCESS_KEY_ID && e.MEDIA_S3_SECRET_ACCESS_KEY
                ? { accessKeyId: e.MEDIA_S3_ACCESS_KEY_ID, secretAccessKey: e.MEDIA_S3_SECRET_ACCESS_KEY }
                : undefined,
          }
        : undefined),
    logLevel: e.LOG_LEVEL,
    backupKeep: e.BACKUP_KEEP,
    publicUrl: e.PUBLIC_URL?.replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    admin: { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD },
    formMinFillSeconds: e.FORM_MIN_FILL_SECONDS,
  };
}

/** A database address may carry a password: never print it. */
function hideCredentials(value: string) {
  return value.replace(/\/\/[^/@]*@/, '//***@');
}

/** Secrets are never echoed back, even when refused. */
const secretVariables = new Set(['ADMIN_PASSWORD', 'SMTP_URL', 'MEDIA_S3_URL', 'MEDIA_S3_SECRET_ACCESS_KEY']);

/**
 * `s3://KEY:SECRET@host[:port]/bucket[/prefix]?region=…&forcePathStyle=true&tls=false`: the bucket,
 * where its store answers (https unless `tls=false`), and the keys (URL-encoded; without them, the
 * AWS SDK's usual sources). Answers the location, or why the address is refused.
 */
export function parseS3Url(value: string): S3MediaLocation | string {
  const shape = 'must be an address such as s3://KEY:SECRET@s3.example.org/bucket?region=eu-central-1';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return shape;
  }
  if (url.protocol !== 's3:' || !url.hostname) return shape;
  const [bucket = '', ...prefix] = url.pathname.replace(/^\//, '').split('/');
  if (!bucketName.test(bucket)) return 'must name a bucket (3 to 63 lowercase letters, digits, dots and hyphens) after the host';
  if (!url.username !== !url.password) return 'must give both the access key and the secret (KEY:SECRET@), or neither';
  const known = new Set(['region', 'forcePathStyle', 'tls']);
  for (const name of url.searchParams.keys())
    if (!known.has(name)) return `has an unknown option ${name} (known: region, forcePathStyle, tls)`;
  const flag = (name: string) => {
    const v = url.searchParams.get(name);
    return v === null ? undefined : v === 'true' ? true : v === 'false' ? false : null;
  };
  const forcePathStyle = flag('forcePathStyle');
  const tls = flag('tls');
  if (forcePathStyle === null || tls === null) return 'must say true or false for forcePathStyle and tls';
  const region = url.searchParams.get('region') ?? 'us-east-1';
  if (!/^[\w-]+$/.test(region)) return 'must name a region such as eu-central-1 or auto';
  return {
    bucket,
    prefix: keyPrefix(prefix.join('/')),
    endpoint: `${tls === false ? 'http' : 'https'}://${url.host}`,
    region,
    forcePathStyle: forcePathStyle ?? false,
    credentials: url.username
      ? { accessKeyId: decodeURIComponent(url.username), secretAccessKey: decodeURIComponent(url.password) }
      : undefined,
  };
}
