import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from './fixtures';

export const HOOK_BUNDLE = join(REPO_ROOT, 'hooks', 'bearing-hook.cjs');

export interface HookProcess {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** A compile-cache folder private to this test process, so tests never share state through it. */
const cacheDir = mkdtempSync(join(tmpdir(), 'bearing-test-cache-'));
/** An empty user configuration folder: the machine's own ~/.config/bearing never reaches a test. */
const configHome = mkdtempSync(join(tmpdir(), 'bearing-test-config-'));

/** Runs the packaged hook as a host would: `node hooks/bearing-hook.cjs <args>` with the payload on stdin. */
export function runHook(args: readonly string[], input: string | Buffer, env: Record<string, string> = {}): HookProcess {
  const run = spawnSync(process.execPath, [HOOK_BUNDLE, ...args], {
    input,
    encoding: 'utf8',
    timeout: 20_000,
    maxBuffer: 64 * 1024 * 1024,
    env: hookEnvironment(env),
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

/** The environment a test gives the hook: nothing of the caller's but PATH and HOME, the test's own compile cache and config home. */
export function hookEnvironment(env: Record<string, string>): Record<string, string> {
  return { PATH: process.env['PATH'] ?? '', HOME: process.env['HOME'] ?? '', BEARING_CACHE_DIR: cacheDir, XDG_CONFIG_HOME: configHome, ...env };
}

/**
 * Starts the packaged hook with `written` on stdin and, unless `keepStdinOpen` (a host that never closes it), closes
 * stdin; resolves when it exits. For hooks that must run at the same time (hosts run hooks in parallel).
 */
export function runHookAsync(
  args: readonly string[],
  written: string,
  env: Record<string, string> = {},
  keepStdinOpen = false,
): Promise<HookProcess & { ms: number }> {
  const started = Date.now();
  const child = spawn(process.execPath, [HOOK_BUNDLE, ...args], { env: hookEnvironment(env) });
  if (keepStdinOpen) child.stdin.write(written);
  else child.stdin.end(written);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString('utf8')));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString('utf8')));
  return new Promise((resolve) => {
    child.on('close', (status) => {
      child.stdin.destroy();
      resolve({ status, stdout, stderr, ms: Date.now() - started });
    });
  });
}

/** Runs the packaged hook with a stdin the host never closes. */
export function runHookWithOpenStdin(args: readonly string[], written: string, env: Record<string, string> = {}): Promise<HookProcess & { ms: number }> {
  return runHookAsync(args, written, env, true);
}
