import { closeSync, join, openSync, readdirSync, statSync, unlinkSync, utimesSync } from '../../platform/node-builtins';
import { inject } from 'tsyringe';
import { injectable } from '../../framework/di/injectable';
import { RuntimeEnvironment } from '../../platform/runtime-environment';
import { userCacheDirectory } from '../user-cache/user-cache-directory';
import { stableName } from '../files/stable-name';
import type { EventClaims } from './event-claims';

/**
 * A claim lives this long. Processes of one event start within seconds of each other, even when the host runs
 * slow hooks in between; older claim files are only kept to be cleaned up.
 */
const CLAIM_LIFETIME_MS = 60 * 60 * 1000;

/**
 * Claims as files created exclusively in a folder private to the user (`$BEARING_CACHE_DIR/claims`, else the
 * user cache folder). Private, because whoever can create a file there can silence a decision.
 */
@injectable()
export class FileEventClaims implements EventClaims {
  private directory: string | null | undefined;

  constructor(@inject(RuntimeEnvironment) private readonly environment: RuntimeEnvironment) {}

  claim(key: string): boolean {
    const directory = this.claimsDirectory();
    if (!directory) return true;
    const name = stableName(key);
    const file = join(directory, name);
    try {
      closeSync(openSync(file, 'wx', 0o600));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') return true;
      return this.renewIfExpired(file);
    }
    // Cleaning up costs a directory scan: do it for about one claim in 256 (names start with a uniform hash).
    if (name.startsWith('00')) this.removeExpired(directory);
    return true;
  }

  /** A claim file left from long ago is not this event's: take it over. */
  private renewIfExpired(file: string): boolean {
    try {
      if (Date.now() - statSync(file).mtimeMs <= CLAIM_LIFETIME_MS) return false;
      const now = new Date();
      utimesSync(file, now, now);
      return true;
    } catch {
      return true;
    }
  }

  private removeExpired(directory: string): void {
    try {
      const cutoff = Date.now() - CLAIM_LIFETIME_MS;
      for (const name of readdirSync(directory)) {
        const file = join(directory, name);
        if ((statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? Infinity) < cutoff) unlinkSync(file);
      }
    } catch {
      // Leftover claim files only cost disk space.
    }
  }

  private claimsDirectory(): string | null {
    if (this.directory === undefined) this.directory = userCacheDirectory(this.environment, 'claims') ?? null;
    return this.directory;
  }
}
