import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { hookCommand } from '../../../src/cli/hook/run-hook';
import { hookEnvironment, HOOK_BUNDLE } from '../../support/run-hook';

/** What one hook call did, as its host sees it: exit code and the exact bytes on stdout and stderr. */
export interface HookOutcome {
  readonly exitCode: number | null;
  readonly stdout: string;
  readonly stderr: string;
  readonly ms: number;
}

/** One call: the host's id, the event its hook line names (`--event`), and the bytes on stdin. */
export interface HookCall {
  readonly host: string;
  readonly registered?: string;
  readonly stdin: string | Buffer;
  /** Variables the host sets for its hook processes, on top of a test's clean environment. */
  readonly env?: Readonly<Record<string, string>>;
}

/**
 * The hook's own path from raw stdin bytes to stdout and exit code (src/cli/hook/run-hook.ts), in this process:
 * stdin, stdout and stderr are files in a scratch folder, handed to it as descriptors. It reads and writes them
 * exactly as it does the process's own (a regular file on stdin is read at once).
 */
export class InProcessHook {
  // In memory where the machine has it: tens of thousands of payloads are written here, some of them megabytes.
  private readonly scratch = mkdtempSync(join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'bearing-fuzz-io-'));
  private readonly environment: NodeJS.ProcessEnv = hookEnvironment({});

  async call({ host, registered, stdin, env }: HookCall): Promise<HookOutcome> {
    const [inFile, outFile, errFile] = ['stdin', 'stdout', 'stderr'].map((n) => join(this.scratch, n));
    writeFileSync(inFile!, stdin);
    const fds = { stdin: openSync(inFile!, 'r'), stdout: openSync(outFile!, 'w'), stderr: openSync(errFile!, 'w') };
    const started = performance.now();
    let exitCode: number;
    try {
      exitCode = await hookCommand(host, registered, env ? { ...this.environment, ...env } : this.environment, fds);
    } finally {
      for (const fd of Object.values(fds)) closeSync(fd);
    }
    const ms = performance.now() - started;
    return { exitCode, stdout: readFileSync(outFile!, 'utf8'), stderr: readFileSync(errFile!, 'utf8'), ms };
  }

  remove(): void {
    rmSync(this.scratch, { recursive: true, force: true });
  }
}

/** The same call through the packaged hook, as the host runs it: `node hooks/bearing-hook.cjs <host> [--event <name>]`. */
export function spawnHook({ host, registered, stdin, env }: HookCall, cwd: string, timeoutMs = 15_000): Promise<HookOutcome> {
  const started = performance.now();
  const child = spawn(process.execPath, [HOOK_BUNDLE, host, ...(registered === undefined ? [] : ['--event', registered])], {
    cwd,
    env: hookEnvironment({ ...env }),
  });
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  const out: Buffer[] = [];
  const err: Buffer[] = [];
  child.stdout.on('data', (d: Buffer) => out.push(d));
  child.stderr.on('data', (d: Buffer) => err.push(d));
  // A hook may answer before it has read all of a large stdin: a closed pipe is no failure of the test.
  child.stdin.on('error', () => undefined);
  child.stdin.end(stdin);
  return new Promise((resolve) => {
    child.on('close', (status) => {
      clearTimeout(timer);
      resolve({ exitCode: status, stdout: Buffer.concat(out).toString('utf8'), stderr: Buffer.concat(err).toString('utf8'), ms: performance.now() - started });
    });
  });
}
