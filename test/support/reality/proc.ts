import { type ChildProcess, spawn } from 'node:child_process';

/** What a child process did: exit status or signal, its output, whether the time limit ended it. */
export interface ProcessResult {
  readonly status: number | null;
  readonly signal: NodeJS.Signals | null;
  readonly stdout: string;
  readonly stderr: string;
  readonly timedOut: boolean;
  /** A spawn failure (the program missing, an argument it cannot take). */
  readonly error?: string;
}

export interface RunOptions {
  readonly cwd?: string;
  readonly env: Readonly<Record<string, string>>;
  /** Written to stdin, which is then closed; without it stdin is /dev/null. */
  readonly input?: string;
  readonly timeoutMs?: number;
}

const CAP = 256 * 1024;

/** Runs a program without a shell (the arguments as given, line breaks kept), asynchronously so that a pool can run several. */
export function runProcess(file: string, args: readonly string[], options: RunOptions): Promise<ProcessResult> {
  return new Promise((resolve) => {
    let stdout = '';
    let stderr = '';
    let timedOut = false;
    let settled = false;
    const done = (result: Omit<ProcessResult, 'stdout' | 'stderr' | 'timedOut'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...result, stdout, stderr, timedOut });
    };
    let child: ChildProcess;
    try {
      child = spawn(file, args, { cwd: options.cwd, env: { ...options.env }, stdio: [options.input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'] });
    } catch (error) {
      resolve({ status: null, signal: null, stdout: '', stderr: '', timedOut: false, error: (error as Error).message });
      return;
    }
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, options.timeoutMs ?? 30_000);
    child.stdout!.on('data', (d: Buffer) => (stdout = (stdout + d.toString('utf8')).slice(0, CAP)));
    child.stderr!.on('data', (d: Buffer) => (stderr = (stderr + d.toString('utf8')).slice(0, CAP)));
    child.on('error', (error) => done({ status: null, signal: null, error: error.message }));
    child.on('close', (status, signal) => done({ status, signal }));
    if (options.input !== undefined) {
      child.stdin!.on('error', () => undefined);
      child.stdin!.end(options.input);
    }
  });
}

/** Runs `work` over `items`, at most `limit` at a time; the results in the items' order. */
export async function inPool<T, R>(items: readonly T[], limit: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
