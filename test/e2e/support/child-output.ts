import type { ChildProcessWithoutNullStreams, ChildProcessByStdio } from 'node:child_process';
import type { Readable } from 'node:stream';

export interface ChildOutput {
  readonly exitCode: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** All a host CLI printed, once it exits; killed after `killAfterMs` so that a hung CLI fails its test instead of the run. */
export function childOutput(
  child: ChildProcessWithoutNullStreams | ChildProcessByStdio<null, Readable, Readable>,
  killAfterMs = 120_000,
): Promise<ChildOutput> {
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString('utf8')));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString('utf8')));
  const timer = setTimeout(() => child.kill('SIGKILL'), killAfterMs);
  return new Promise((resolve) => {
    child.on('close', (exitCode) => {
      clearTimeout(timer);
      resolve({ exitCode, stdout, stderr });
    });
  });
}
