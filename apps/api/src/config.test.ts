import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

/** The message a bad environment stops the start with, or undefined when it is accepted. */
function refusal(env: NodeJS.ProcessEnv) {
  try {
    loadConfig(env);
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).message;
  }
}

describe('loadConfig', () => {
  it('starts on port 8000 on every interface, with data in ./data and media inside it, when nothing is set', () => {
    expect(loadConfig({})).toEqual({
      port: 8000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      dataDir: resolve('data'),
      mediaDir: join(resolve('data'), 'media'),
      logLevel: 'info',
      backupKeep: 7,
      publicUrl: undefined,
      smtpUrl: undefined,
      mailFrom: 'Sahay <no-reply@localhost>',
      admin: { email: undefined, password: undefined },
    });
  });

  it.each([
    ['PORT', 'abc', 'must be a number from 1 to 65535'],
    ['PORT', '70000', 'must be a number from 1 to 65535'],
    ['PORT', '0', 'must be a number from 1 to 65535'],
    ['PORT', '0x50', 'must be a number from 1 to 65535'],
    ['PUBLIC_URL', 'javascript:alert(1)', 'must be an absolute address'],
    ['PUBLIC_URL', 'localhost:8000', 'must be an absolute address'],
    ['DATABASE_URL', 'mysql://x', 'must be a postgres:// or postgresql:// address'],
    ['LOG_LEVEL', 'loud', 'must be one of fatal, error, warn, info, debug, trace, silent'],
    ['PUBLIC_URL', 'not-a-url', 'must be an absolute address'],
  ])('refuses %s=%s with a message naming the variable and its value', (name, value, reason) => {
    const message = refusal({ [name]: value });
    expect(message).toBeDefined();
    expect(message).toContain(`${name}="${value}"`);
    expect(message).toContain(reason);
  });

  it('reports every bad value at once, one line each, so one restart is enough to fix them', () => {
    const message = refusal({ PORT: 'abc', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud', PUBLIC_URL: 'not-a-url' }) ?? '';
    const lines = message.split('\n').slice(1);
    expect(lines).toHaveLength(4);
    for (const name of ['PORT', 'DATABASE_URL', 'LOG_LEVEL', 'PUBLIC_URL']) expect(lines.some((l) => l.includes(`${name}=`))).toBe(true);
  });

  it('does not name variables that are fine', () => {
    const message = refusal({ PORT: 'abc', LOG_LEVEL: 'debug', DATABASE_URL: 'postgres://sahay@db/sahay' }) ?? '';
    expect(message).toContain('PORT=');
    expect(message).not.toContain('LOG_LEVEL');
    expect(message).not.toContain('DATABASE_URL');
  });

  it('accepts good values and reads them into the config', () => {
    const config = loadConfig({
      PORT: '3000',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgresql://sahay:secret@db:5432/sahay',
      DATA_DIR: '/srv/sahay',
      MEDIA_DIR: '/srv/media',
      LOG_LEVEL: 'debug',
      BACKUP_KEEP: '30',
      PUBLIC_URL: 'https://charity.example.org/',
      SMTP_URL: 'smtp://mail.example.org:587',
      MAIL_FROM: 'Sahay Foundation <office@example.org>',
      ADMIN_EMAIL: 'director@example.org',
      ADMIN_PASSWORD: 'a-long-secret-phrase',
    });
    expect(config).toEqual({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: 'postgresql://sahay:secret@db:5432/sahay',
      dataDir: '/srv/sahay',
      mediaDir: '/srv/media',
      logLevel: 'debug',
      backupKeep: 30,
      // Links are built as publicUrl + path, so a trailing slash is dropped.
      publicUrl: 'https://charity.example.org',
      smtpUrl: 'smtp://mail.example.org:587',
      mailFrom: 'Sahay Foundation <office@example.org>',
      admin: { email: 'director@example.org', password: 'a-long-secret-phrase' },
    });
  });

  it('accepts the postgres:// spelling, and treats an empty DATABASE_URL as unset (PGlite)', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://db/sahay' }).databaseUrl).toBe('postgres://db/sahay');
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });

  it('puts media inside a relative DATA_DIR, resolved from the working folder', () => {
    const config = loadConfig({ DATA_DIR: 'var/sahay' });
    expect(config.dataDir).toBe(resolve('var/sahay'));
    expect(config.mediaDir).toBe(join(resolve('var/sahay'), 'media'));
  });

  it('keeps media in the local folder unless a bucket is named', () => {
    expect(loadConfig({}).mediaS3).toBeUndefined();
  });

  it('reads an S3-compatible bucket from MEDIA_S3_URL: keys, host and port, bucket, prefix, region and path style', () => {
    const config = loadConfig({
      MEDIA_S3_URL: 's3://AKIA1:se%2Fcr%2Bet@minio.internal:9000/sahay-media/site-a?region=eu-central-1&forcePathStyle=true&tls=false',
    });
    expect(config.mediaS3).toEqual({
      bucket: 'sahay-media',
      prefix: 'site-a/',
      endpoint: 'http://minio.internal:9000',
      region: 'eu-central-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'AKIA1', secretAccessKey: 'se/cr+et' },
    });
    // Without keys the AWS SDK's own sources (environment, profile, instance role) are used; https by default.
    expect(loadConfig({ MEDIA_S3_URL: 's3://s3.eu-west-1.amazonaws.com/charity-media?region=eu-west-1' }).mediaS3).toEqual({
      bucket: 'charity-media',
      prefix: '',
      endpoint: 'https://s3.eu-west-1.amazonaws.com',
      region: 'eu-west-1',
      forcePathStyle: false,
      credentials: undefined,
    });
  });

  it('reads the same bucket from separate variables', () => {
    const config = loadConfig({
      MEDIA_S3_BUCKET: 'sahay-media',
      MEDIA_S3_ENDPOINT: 'https://r2.example.org/',
      MEDIA_S3_REGION: 'auto',
      MEDIA_S3_ACCESS_KEY_ID: 'key',
      MEDIA_S3_SECRET_ACCESS_KEY: 'secret',
      MEDIA_S3_FORCE_PATH_STYLE: 'true',
      MEDIA_S3_PREFIX: '/site-a/',
    });
    expect(config.mediaS3).toEqual({
      bucket: 'sahay-media',
      prefix: 'site-a/',
      endpoint: 'https://r2.example.org',
      region: 'auto',
      forcePathStyle: true,
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
    });
    expect(loadConfig({ MEDIA_S3_BUCKET: 'sahay-media' }).mediaS3).toMatchObject({ endpoint: undefined, region: 'us-east-1', prefix: '' });
  });

  it.each([
    [{ MEDIA_S3_URL: 'https://s3.example.org/bucket' }, 'MEDIA_S3_URL', 'must be an address such as s3://'],
    [{ MEDIA_S3_URL: 's3://s3.example.org/' }, 'MEDIA_S3_URL', 'must name a bucket'],
    [{ MEDIA_S3_URL: 's3://key@s3.example.org/media' }, 'MEDIA_S3_URL', 'both the access key and the secret'],
    [{ MEDIA_S3_URL: 's3://s3.example.org/media?pathStyle=1' }, 'MEDIA_S3_URL', 'unknown option pathStyle'],
    [{ MEDIA_S3_URL: 's3://s3.example.org/media?tls=no' }, 'MEDIA_S3_URL', 'true or false'],
    [{ MEDIA_S3_URL: 's3://s3.example.org/media', MEDIA_S3_BUCKET: 'other' }, 'MEDIA_S3_BUCKET', 'must not be set beside MEDIA_S3_URL'],
    [{ MEDIA_S3_ENDPOINT: 'https://s3.example.org' }, 'MEDIA_S3_BUCKET', 'must name the bucket that MEDIA_S3_ENDPOINT is for'],
    [{ MEDIA_S3_BUCKET: 'Bad_Bucket' }, 'MEDIA_S3_BUCKET', 'must be a bucket name'],
    [{ MEDIA_S3_BUCKET: 'media', MEDIA_S3_ACCESS_KEY_ID: 'key' }, 'MEDIA_S3_SECRET_ACCESS_KEY', 'must be set together with its pair'],
    [{ MEDIA_S3_BUCKET: 'media', MEDIA_S3_FORCE_PATH_STYLE: 'yes' }, 'MEDIA_S3_FORCE_PATH_STYLE', 'must be true or false'],
  ])('refuses a bucket named wrongly (%o) with a message naming %s', (env, name, reason) => {
    const message = refusal(env) ?? '';
    expect(message).toContain(`${name}=`);
    expect(message).toContain(reason);
  });

  it('never prints the keys of a refused MEDIA_S3_URL or a MEDIA_S3_SECRET_ACCESS_KEY', () => {
    const url = refusal({ MEDIA_S3_URL: 's3://AKIA1:hunter2@s3.example.org/' }) ?? '';
    expect(url).toContain('MEDIA_S3_URL="***"');
    expect(url).not.toContain('hunter2');
    const secret = refusal({ MEDIA_S3_BUCKET: 'media', MEDIA_S3_SECRET_ACCESS_KEY: 'hunter2' }) ?? '';
    expect(secret).toContain('MEDIA_S3_');
    expect(secret).not.toContain('hunter2');
  });

  it('accepts every log level pino knows', () => {
    for (const level of ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      expect(loadConfig({ LOG_LEVEL: level }).logLevel).toBe(level);
  });

  it('never prints the password of a refused database address', () => {
    const message = refusal({ DATABASE_URL: 'mysql://sahay:hunter2@db/sahay' }) ?? '';
    expect(message).toContain('DATABASE_URL=');
    expect(message).not.toContain('hunter2');
  });

  it('never echoes a refused ADMIN_PASSWORD', () => {
    const message = refusal({ ADMIN_PASSWORD: 'short' }) ?? '';
    expect(message).toContain('ADMIN_PASSWORD="***": must have at least 10 characters');
    expect(message).not.toContain('short"');
  });

  it('treats an empty PORT as unset', () => {
    expect(loadConfig({ PORT: '' }).port).toBe(8000);
  });

  it('accepts the lowest and highest port', () => {
    expect(loadConfig({ PORT: '1' }).port).toBe(1);
    expect(loadConfig({ PORT: '65535' }).port).toBe(65535);
  });
});
