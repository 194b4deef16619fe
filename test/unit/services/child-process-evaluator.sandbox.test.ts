import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ChildProcessEvaluatorSandbox } from '../../../src/services/capability/child-process-evaluator.sandbox';
import type { SandboxStart } from '../../../src/services/capability/evaluator.sandbox';
import { LazyEvaluatorSandbox } from '../../../src/services/active-capability/lazy-evaluator.sandbox';
import { useScratch } from '../../support/scratch';

const { dir } = useScratch();
const ALLOW = join(__dirname, '..', '..', 'support', 'evaluators', 'allow.cjs');

/** Helpers the evaluators below share: a blocking pause, and writes that finish even on a non-blocking descriptor. */
const PRELUDE = `
const fs = require('fs');
const pause = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
function writeAll(fd, bytes) {
  let offset = 0;
  while (offset < bytes.length) {
    try { offset += fs.writeSync(fd, bytes, offset); } catch (error) { if (error.code !== 'EAGAIN') throw error; pause(1); }
  }
}
`;

/** An evaluator whose two entries both run `body` (a function body getting `request`). */
function evaluator(body: string, atLoad = ''): string {
  const file = join(dir('bearing-sandbox-'), 'te-evaluator.cjs');
  writeFileSync(
    file,
    `${PRELUDE}${atLoad}\nconst call = (request) => {\n${body}\n};\nmodule.exports = { evaluateTestWrite: call, evaluateCompletion: call };\n`,
  );
  return file;
}

function options(file: string, more: Partial<SandboxStart> = {}): SandboxStart {
  return { file, entry: 'evaluateTestWrite', cwd: dir('bearing-sandbox-cwd-'), env: { PATH: process.env['PATH'] }, timeoutMs: 10_000, ...more };
}

async function until(done: () => boolean): Promise<void> {
  for (let tries = 0; !done(); tries++) {
    if (tries > 1000) throw new Error('gave up waiting');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('ChildProcessEvaluatorSandbox: what comes back', () => {
  test.each([
    ['a returned verdict, as the child script reports it', () => new ChildProcessEvaluatorSandbox()],
    ['the lazy sandbox starts the same child process', () => new LazyEvaluatorSandbox()],
  ])('%s', async (_name, sandbox) => {
    await expect(sandbox().start(options(ALLOW)).answer({})).resolves.toStrictEqual({
      kind: 'returned',
      shape: 'object',
      verdict: 'ALLOW',
      reason: 'nothing to check',
    });
  });

  test('an answer that arrives in pieces is taken once it is whole', async () => {
    // Leading whitespace alone is not JSON: the sandbox must wait for the rest.
    const file = evaluator(`writeAll(3, Buffer.from(' ')); pause(100); return { verdict: 'ALLOW', reason: 'split' };`);
    await expect(new ChildProcessEvaluatorSandbox().start(options(file)).answer({})).resolves.toStrictEqual({
      kind: 'returned',
      shape: 'object',
      verdict: 'ALLOW',
      reason: 'split',
    });
  });

  test('JSON on the answer channel that is not an outcome is no answer', async () => {
    const file = evaluator(`writeAll(3, Buffer.from('{"note":1}')); process.exit(3);`);
    await expect(new ChildProcessEvaluatorSandbox().start(options(file)).answer({})).resolves.toStrictEqual({
      kind: 'crashed',
      message: 'ended without a verdict (exit code 3)',
    });
  });
});

describe('ChildProcessEvaluatorSandbox: ending without a verdict', () => {
  test('the first line the evaluator wrote to stderr says why', async () => {
    const file = evaluator(`writeAll(2, Buffer.from('\\n   \\nsomething went wrong\\nsecond line\\n')); process.exit(3);`);
    await expect(new ChildProcessEvaluatorSandbox().start(options(file)).answer({})).resolves.toStrictEqual({
      kind: 'crashed',
      message: 'ended without a verdict (exit code 3): something went wrong',
    });
  });

  test('only the first 8 reads of stderr are kept: a line after half a megabyte of blank output is not quoted', async () => {
    // No read returns more than 64 KiB, so 8 reads cannot reach past 8 x 64 KiB of newlines. The pauses make each
    // 64 KiB its own read, so that the line is the ninth: a bound of 9 would quote it.
    const file = evaluator(
      `for (let i = 0; i < 8; i++) { writeAll(2, Buffer.alloc(65536, '\\n')); pause(20); } writeAll(2, Buffer.from('late words\\n')); process.exit(3);`,
    );
    await expect(new ChildProcessEvaluatorSandbox().start(options(file)).answer({})).resolves.toStrictEqual({
      kind: 'crashed',
      message: 'ended without a verdict (exit code 3)',
    });
  });

  test('node that cannot start in the working directory: the spawn error is the reason', async () => {
    const call = new ChildProcessEvaluatorSandbox().start(options(ALLOW, { cwd: join(dir('bearing-sandbox-gone-'), 'missing') }));
    await expect(call.answer({})).resolves.toStrictEqual({ kind: 'crashed', message: `ended without a verdict (spawn ${process.execPath} ENOENT)` });
    call.cancel();
  });

  test('arguments node refuses outright: the call answers with why, and cancelling it is harmless', async () => {
    let refusal = '';
    try {
      spawn(process.execPath, ['child.cjs', 'a\0b']);
    } catch (error) {
      refusal = (error as Error).message;
    }
    expect(refusal).toContain('null bytes');
    const call = new ChildProcessEvaluatorSandbox().start(options('a\0b'));
    call.cancel();
    await expect(call.answer({})).resolves.toStrictEqual({ kind: 'crashed', message: `cannot start node: ${refusal}` });
    call.cancel();
  });

  test('a child that closed its stdin before the request: the failed write is not an error of the hook', async () => {
    const scratch = dir('bearing-sandbox-stdin-');
    const [closed, go] = [join(scratch, 'closed'), join(scratch, 'go')];
    const file = evaluator(
      `return { verdict: 'ALLOW', reason: 'unreachable' };`,
      // Closes the request's pipe, says so, then waits until the request has been sent into the closed pipe.
      `fs.closeSync(0); fs.writeFileSync(process.env.CLOSED, ''); for (let i = 0; i < 500 && !fs.existsSync(process.env.GO); i++) pause(10);`,
    );
    const call = new ChildProcessEvaluatorSandbox().start(options(file, { env: { PATH: process.env['PATH'], CLOSED: closed, GO: go } }));
    await until(() => existsSync(closed));
    // The write into the closed pipe is tried within answer(), before the child is let go.
    const answer = call.answer({ hook_class: 'te_test_write' });
    writeFileSync(go, '');
    await expect(answer).resolves.toStrictEqual({ kind: 'crashed', message: 'no request: EBADF: bad file descriptor, read' });
  });
});

describe('ChildProcessEvaluatorSandbox: cancel', () => {
  // Regression (mutation testing): cancelled before node reported a failed spawn, the child had no pid, and killing it
  // sent SIGKILL to pid 0: the hook's own process group, and with it whatever host shares that group. Run in a
  // session of its own (setsid), so that a regression kills that process and not this test.
  test('cancelled before a failed spawn is reported: nothing is killed, and the call still answers', () => {
    const source = join(__dirname, '..', '..', '..', 'src', 'services', 'capability', 'child-process-evaluator.sandbox.ts');
    const script = `require('reflect-metadata');
const { ChildProcessEvaluatorSandbox } = require(${JSON.stringify(source)});
// Not every such kill lands (it depends on where node stands in its spawn), so it is tried a few times.
const calls = [1, 2, 3, 4, 5].map(() => new ChildProcessEvaluatorSandbox().start(${JSON.stringify(options(ALLOW, { cwd: join(dir('bearing-sandbox-gone-'), 'missing') }))}));
for (const call of calls) call.cancel();
Promise.all(calls.map((call) => call.answer({}))).then((answers) => process.stdout.write(JSON.stringify(answers[4])));`;
    const run = spawnSync('setsid', ['--fork', '--wait', process.execPath, '-r', 'esbuild-register', '-e', script], { encoding: 'utf8', timeout: 20_000 });
    expect({ status: run.status, signal: run.signal, stdout: run.stdout }).toStrictEqual({
      status: 0,
      signal: null,
      stdout: JSON.stringify({ kind: 'crashed', message: `ended without a verdict (spawn ${process.execPath} ENOENT)` }),
    });
  });

  test('after the evaluator has exited, what it started and left running is ended too', async () => {
    const marker = join(dir('bearing-sandbox-left-'), 'pid');
    // The evaluator exits at once; what it started answers on fd 3 afterwards, then stays.
    const script = `echo $$ > ${marker}; sleep 0.2; printf '%s' '{"kind":"returned","shape":"object","verdict":"allow","reason":null}' >&3; exec sleep 60`;
    const file = evaluator(
      `require('child_process').spawn('sh', ['-c', ${JSON.stringify(script)}], { stdio: ['ignore', 'ignore', 'ignore', 'inherit'] });\nprocess.exit(0);`,
    );
    const call = new ChildProcessEvaluatorSandbox().start(options(file));
    await expect(call.answer({})).resolves.toStrictEqual({ kind: 'returned', shape: 'object', verdict: 'allow', reason: null });
    const pid = Number(readFileSync(marker, 'utf8'));
    // Gone, or a zombie until whatever adopted it reaps it: either way it no longer runs.
    const running = () => existsSync(`/proc/${pid}`) && !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
    await until(() => !running());
  });
});
