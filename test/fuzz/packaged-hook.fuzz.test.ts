import fc from 'fast-check';
import { guardHost, observedOf } from '../support/guard-hosts';
import { FuzzSandbox } from './support/fuzz-sandbox';
import { spawnHook } from './support/hook-call';
import { COMMAND_FUZZ_HOSTS } from './support/command-hosts.fuzz';
import { fuzzParameters, fuzzRuns } from './support/fuzz-settings';
import { expectAccepted, mutatedCases, oddShellCases, protectedCases, rawCases, safeCases, type FuzzCase } from './support/fuzz-cases';

/**
 * A sample of the fuzz tier's cases through the packaged hook, as each host runs it: `node hooks/bearing-hook.cjs
 * <host> [--event <name>]`, a real process with the payload on a pipe (about 50 ms each, so a sample: the bulk runs
 * in-process, command-hosts.shard-*.fuzz.test.ts). It never crashes or hangs, and answers as that host accepts.
 */
const sandbox = new FuzzSandbox();
afterAll(() => sandbox.remove());

/** Spawned cases per host, by kind. */
const RUNS = { mutated: 22, raw: 8, odd: 8, safe: 6, protected: 6 };

/** A hook that has not answered by then hangs: the hosts' own timeouts start at 30 s. */
const HANG_MS = 15_000;

describe.each(COMMAND_FUZZ_HOSTS.map((h) => [h.entry.id, h] as const))('fuzz %s through the packaged hook (spawned)', (id, host) => {
  const guard = guardHost(host.entry);
  const others = COMMAND_FUZZ_HOSTS.filter((h) => h !== host);

  const spawned = async (call: FuzzCase): Promise<void> => {
    const outcome = await spawnHook(call, sandbox.work, HANG_MS);
    expectAccepted(host, call, outcome);
    if (call.verdict !== undefined) {
      const verdict = guard.verdict(observedOf({ status: outcome.exitCode, stdout: outcome.stdout, stderr: outcome.stderr }));
      if (verdict.decision !== call.verdict) throw new Error(`${id}: expected ${call.verdict}, got ${JSON.stringify(verdict)}`);
    }
  };
  const property = (cases: fc.Arbitrary<FuzzCase>, runs: number) => fc.assert(fc.asyncProperty(cases, spawned), fuzzParameters(fuzzRuns(runs)));
  const all = Object.values(RUNS).reduce((a, b) => a + b, 0);

  test(`${fuzzRuns(all)} cases of every kind: never a crash or a hang, a reply ${id} accepts, the guard's verdicts hold`, async () => {
    await property(mutatedCases(host, sandbox), RUNS.mutated);
    await property(rawCases(host, others), RUNS.raw);
    await property(oddShellCases(host, sandbox), RUNS.odd);
    await property(safeCases(host, sandbox), RUNS.safe);
    await property(protectedCases(host, sandbox), RUNS.protected);
  }, 300_000);
});
