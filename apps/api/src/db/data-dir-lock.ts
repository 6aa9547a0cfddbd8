import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirLockedError extends Error {}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Two processes on one PGlite folder corrupt it silently, and PGlite ignores its own
 * lock file; so the folder is ours alone while we run. A lock left by a killed process
 * (its pid no longer alive) is taken over.
 */
export function lockDataDir(dir: string) {
  mkdirSync(dir, { recursive: true });
  const lockPath = join(dir, 'sahay.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return {
        release() {
          try {
            if (readFileSync(lockPath, 'utf8') === String(process.pid)) rmSync(lockPath);
          } catch {}
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(lockPath, 'utf8'));
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isAlive(holder)) {
        throw new DataDirLockedError(
          `The data folder ${dir} is in use by another Sahay process (pid ${holder}). Stop that process first, or set DATA_DIR to another folder.`,
        );
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the data folder ${dir}.`);
}
