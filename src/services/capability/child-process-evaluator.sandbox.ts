import type { ChildProcess } from 'node:child_process';
import { join } from '../../platform/node-builtins';
import { injectable } from '../../framework/di/injectable';
import { firstLine } from '../../platform/first-line';
import type { EvaluatorSandbox, SandboxCall, SandboxOutcome, SandboxStart } from './evaluator.sandbox';

/**
 * Each evaluator call in its own Node process. A worker thread would start faster, but a thread stuck in a
 * blocking call (a synchronous child process, a read that never returns) keeps `process.exit()` from
 * finishing, and a worker's console output lands on the hook's stdout; a process can always be killed and
 * prints nowhere that matters. The process starts when the call does, so it loads the evaluator while the
 * caller reads the plan and git.
 */
/**
 * The child program, next to this code: `hooks/te-evaluator-child.cjs` beside the packaged hook (the build
 * copies it there), `te-evaluator-child.cjs` beside this file when bearing runs from its sources.
 */
const EVALUATOR_CHILD_SCRIPT = () => join(__dirname, 'te-evaluator-child.cjs');

@injectable()
export class ChildProcessEvaluatorSandbox implements EvaluatorSandbox {
  start(options: SandboxStart): SandboxCall {
    // Loaded here: only a workspace with the capability active ever pays for child_process.
    const { spawn } = require('node:child_process') as typeof import('node:child_process');
    let child: ChildProcess | undefined;
    let early: SandboxOutcome | undefined;
    try {
      child = spawn(process.execPath, [EVALUATOR_CHILD_SCRIPT(), options.file, options.entry], {
        cwd: options.cwd,
        env: options.env,
        stdio: ['pipe', 'ignore', 'pipe', 'pipe'],
        windowsHide: true,
        // Its own process group, so that ending it also ends whatever it started (a `sleep`, a server…).
        detached: process.platform !== 'win32',
      });
    } catch (error) {
      early = { kind: 'crashed', message: `cannot start node: ${(error as Error).message}` };
    }
    const outcome = child ? collect(child) : Promise.resolve(early!);
    const cancel = () => {
      // No pid: node never started (or has not yet said that it failed to), and killing such a child signals pid 0,
      // which is the hook's own process group.
      if (!child?.pid) return;
      if (process.platform !== 'win32') {
        // The whole group, even once the evaluator itself has exited: what it started may still run.
        try {
          process.kill(-child.pid, 'SIGKILL');
          return;
        } catch {
          // No such group left: nothing of it runs.
        }
      }
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    };
    return {
      answer: (request) => {
        if (!child) return outcome;
        // The child may already be gone (an evaluator that fails to load answers before it is asked).
        child.stdin!.on('error', () => undefined);
        child.stdin!.end(JSON.stringify(request));
        let timer: NodeJS.Timeout | undefined;
        const timeout = new Promise<SandboxOutcome>((resolve) => {
          timer = setTimeout(() => resolve({ kind: 'timeout', ms: options.timeoutMs }), options.timeoutMs);
        });
        return Promise.race([outcome, timeout]).then((result) => {
          clearTimeout(timer);
          cancel();
          return result;
        });
      },
      cancel,
    };
  }
}

/**
 * The one outcome the child writes to fd 3, taken as soon as it is complete (something the evaluator
 * started may hold the pipe open long after), or why there is none.
 */
function collect(child: ChildProcess): Promise<SandboxOutcome> {
  return new Promise((resolve) => {
    const answer: Buffer[] = [];
    const stderr: Buffer[] = [];
    let failed: string | undefined;
    (child.stdio[3] as NodeJS.ReadableStream).on('data', (chunk: Buffer) => {
      answer.push(chunk);
      const parsed = parseOutcome(answer);
      if (parsed) resolve(parsed);
    });
    child.stderr!.on('data', (chunk: Buffer) => {
      if (stderr.length < 8) stderr.push(chunk);
    });
    child.on('error', (error) => (failed = error.message));
    child.on('close', (code, signal) => {
      const parsed = parseOutcome(answer);
      if (parsed) return resolve(parsed);
      const said = firstLine(Buffer.concat(stderr).toString('utf8'));
      const how = failed ?? (signal ? `killed by ${signal}` : `exit code ${code}`);
      resolve({ kind: 'crashed', message: `ended without a verdict (${how})${said ? `: ${said}` : ''}` });
    });
  });
}

function parseOutcome(chunks: readonly Buffer[]): SandboxOutcome | undefined {
  try {
    const parsed = JSON.parse(Buffer.concat(chunks).toString('utf8')) as SandboxOutcome;
    return parsed && typeof parsed === 'object' && typeof parsed.kind === 'string' ? parsed : undefined;
  } catch {
    return undefined;
  }
}
