import { rmSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { join } from 'node:path';

/**
 * The embedded database is one process's alone, so `npm run backup` asks the running server to make the backup,
 * over a socket in the data folder (readable only by whoever may read the data itself).
 */
export const backupSocketPath = (dataDir: string) => join(dataDir, 'backup.sock');

/** The server's side: each connection asks for one backup and is answered the file's path, or `error: why`. */
export async function answerBackupRequests(dataDir: string, backup: () => Promise<string>) {
  const path = backupSocketPath(dataDir);
  rmSync(path, { force: true });
  const server = createServer((socket) => {
    socket.on('error', () => {});
    backup().then(
      (file) => socket.end(`${file}\n`),
      (error: Error) => socket.end(`error: ${error.message}\n`),
    );
  });
  await new Promise<void>((resolve, reject) =>
    server.listen({ path, readableAll: false, writableAll: false }, resolve).once('error', reject),
  );
  return { close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** The command's side: answers the path of the backup the server made. */
export function askServerForBackup(dataDir: string) {
  return new Promise<string>((resolve, reject) => {
    let answer = '';
    const socket = createConnection(backupSocketPath(dataDir));
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      answer += chunk;
    });
    socket.on('error', (error) => reject(new Error(`The server holding ${dataDir} did not answer (${error.message}).`)));
    socket.on('end', () => {
      const line = answer.trim();
      if (line.startsWith('error: ') || !line) reject(new Error(line.slice(7) || 'The server made no backup.'));
      else resolve(line);
    });
  });
}
