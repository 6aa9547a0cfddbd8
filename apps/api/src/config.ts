import { resolve } from 'node:path';
import { z } from 'zod';

const envSchema = z.object({
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
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an absolute address such as https://charity.example.org' }).optional(),
});

export interface Config {
  port: number;
  host: string;
  databaseUrl?: string;
  dataDir: string;
  mediaDir: string;
  logLevel: string;
  publicUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  /** The first administrator, created on the first start of an empty database. */
  admin: { email?: string; password?: string };
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
    logLevel: e.LOG_LEVEL,
    publicUrl: e.PUBLIC_URL?.replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    admin: { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD },
  };
}

/** A database address may carry a password: never print it. */
function hideCredentials(value: string) {
  return value.replace(/\/\/[^/@]*@/, '//***@');
}

/** Secrets are never echoed back, even when refused. */
const secretVariables = new Set(['ADMIN_PASSWORD', 'SMTP_URL']);
