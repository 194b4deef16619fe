import type { ChildProcess } from 'node:child_process';

export type GitRun =
  | { readonly kind: 'exited'; readonly code: number; readonly stdout: string; readonly stderr: string }
  | { readonly kind: 'missing' }
  | { readonly kind: 'timeout' }
  | { readonly kind: 'failed'; readonly message: string };

export interface GitRunOptions {
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly timeoutMs: number;
  /** Output past this many bytes kills git: a status that large is not worth waiting for. */
  readonly maxBytes: number;
}

/** Variables that would point git somewhere other than `-C <root>`. */
const REDIRECTING = ['GIT_DIR', 'GIT_WORK_TREE', 'GIT_INDEX_FILE', 'GIT_COMMON_DIR', 'GIT_OBJECT_DIRECTORY', 'GIT_NAMESPACE'];

/**
 * Runs git once, without a shell, asynchronously (so several run side by side and the runner's time budget
 * still holds), within a time and size bound. Messages in the C locale, no prompts, no optional locks (a
 * status must not rewrite the user's index).
 */
export function runGit(args: readonly string[], options: GitRunOptions): Promise<GitRun> {
  // Loaded here, not at the top: the hook loads this module on every event, but runs git only for the gates.
  const { spawn } = require('node:child_process') as typeof import('node:child_process');
  const env: Record<string, string | undefined> = { ...options.env, LC_ALL: 'C', LANGUAGE: 'C', GIT_OPTIONAL_LOCKS: '0', GIT_TERMINAL_PROMPT: '0' };
  for (const name of REDIRECTING) delete env[name];
  return new Promise((resolve) => {
    let child: ChildProcess;
    try {
      child = spawn('git', [...args], { env, stdio: ['ignore', 'pipe', 'pipe'], windowsHide: true });
    } catch (error) {
      return resolve({ kind: 'failed', message: (error as Error).message });
    }
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    let size = 0;
    let settled: GitRun | undefined;
    const settle = (run: GitRun) => {
      if (settled) return;
      settled = run;
      clearTimeout(timer);
      if (run.kind !== 'exited') child.kill('SIGKILL');
      resolve(run);
    };
    const timer = setTimeout(() => settle({ kind: 'timeout' }), options.timeoutMs);
    child.stdout!.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > options.maxBytes) return settle({ kind: 'failed', message: `output over ${options.maxBytes} bytes` });
      out.push(chunk);
    });
    child.stderr!.on('data', (chunk: Buffer) => {
      if (err.length < 16) err.push(chunk);
    });
    child.on('error', (error: NodeJS.ErrnoException) =>
      settle(error.code === 'ENOENT' ? { kind: 'missing' } : { kind: 'failed', message: error.code ?? error.message }),
    );
    child.on('close', (code) =>
      settle({ kind: 'exited', code: code ?? -1, stdout: Buffer.concat(out).toString('utf8'), stderr: Buffer.concat(err).toString('utf8') }),
    );
  });
}
