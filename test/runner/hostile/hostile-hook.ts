import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { lstatSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { join } from 'node:path';
import { HOOK_BUNDLE, hookEnvironment, type HookProcess } from '../../support/run-hook';

export interface HostileRun extends HookProcess {
  readonly ms: number;
}

export interface HostileOptions {
  /** The hook process's working directory (the host starts it in the project). */
  readonly cwd?: string;
  /** Added to the test environment of support/run-hook (PATH, HOME, a private cache and config home). */
  readonly env?: Record<string, string>;
  /** Variables taken out of that environment (BEARING_CACHE_DIR, to see what the hook does without it). */
  readonly unset?: readonly string[];
  /** Leaves stdin open after `input`, as a host that never closes it. */
  readonly keepStdinOpen?: boolean;
  /**
   * Runs the hook as `nobody` when the tests run as root, for whom no file mode bites (an unreadable folder is
   * readable to root); as anyone else, as themselves. Give it files `nobody` may reach (see `forNobody`).
   */
  readonly asNobody?: boolean;
  /** Killed after this long: a hook that outlives it fails the test on its exit status (null). */
  readonly killAfterMs?: number;
}

const NOBODY = 65534;

/** Hands `paths` (recursively) to `nobody` when the tests run as root, so that file modes bite for a hook run `asNobody`. */
export function forNobody(...paths: string[]): void {
  if (process.getuid?.() !== 0) return;
  for (const path of paths) execFileSync('chown', ['-R', `${NOBODY}:${NOBODY}`, path]);
}

/** Spawns the packaged hook with `input` on stdin; resolves with what it said, its exit code and how long it took. */
export function runHostile(args: readonly string[], input: string | Buffer, options: HostileOptions = {}): Promise<HostileRun> {
  const started = Date.now();
  const env = hookEnvironment(options.env ?? {});
  for (const name of options.unset ?? []) delete env[name];
  const user = options.asNobody && process.getuid?.() === 0 ? { uid: NOBODY, gid: NOBODY } : {};
  const child = spawn(process.execPath, [HOOK_BUNDLE, ...args], { env, cwd: options.cwd, ...user });
  const stdout: Buffer[] = [];
  const stderr: Buffer[] = [];
  child.stdout.on('data', (d: Buffer) => stdout.push(d));
  child.stderr.on('data', (d: Buffer) => stderr.push(d));
  // A hook that stops reading (stdin over the cap) closes the pipe under a large write.
  child.stdin.on('error', () => undefined);
  if (options.keepStdinOpen) child.stdin.write(input);
  else child.stdin.end(input);
  const killer = setTimeout(() => child.kill('SIGKILL'), options.killAfterMs ?? 20_000);
  return new Promise((resolve) => {
    child.on('close', (status) => {
      clearTimeout(killer);
      child.stdin.destroy();
      resolve({ status, stdout: Buffer.concat(stdout).toString('utf8'), stderr: Buffer.concat(stderr).toString('utf8'), ms: Date.now() - started });
    });
  });
}

/**
 * What the user owns in a folder: every file's content hash, every link's target, every folder; `.git/` left out
 * (git's, which git itself changes, and where bearing keeps its state: `.git/bearing/`). A `.bearing/` in the work
 * tree is the user's and the agents' (the Test Engineering hand-off), never bearing's state, so it is in. Compare
 * before and after a run.
 */
export function snapshotFiles(root: string, skip: readonly string[] = ['.git']): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (dir: string, prefix: string) => {
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch (error) {
      out[prefix || '.'] = `unreadable (${(error as NodeJS.ErrnoException).code})`;
      return;
    }
    for (const name of names.sort()) {
      const path = join(dir, name);
      const rel = prefix ? `${prefix}/${name}` : name;
      if (!prefix && skip.includes(name)) continue;
      const stat = lstatSync(path);
      if (stat.isSymbolicLink()) out[rel] = `link → ${readlinkSync(path)}`;
      else if (stat.isDirectory()) {
        out[rel] = `dir ${(stat.mode & 0o777).toString(8)}`;
        walk(path, rel);
      } else out[rel] = `file ${(stat.mode & 0o777).toString(8)} ${createHash('sha1').update(readFileSync(path)).digest('hex')}`;
    }
  };
  walk(root, '');
  return out;
}

/** The lines a run wrote on stderr. */
export function stderrLines(run: HookProcess): string[] {
  return run.stderr.split('\n').filter(Boolean);
}
