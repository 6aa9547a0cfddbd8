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
