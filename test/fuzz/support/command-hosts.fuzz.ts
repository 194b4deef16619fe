import fc from 'fast-check';
import { ADAPTER_HOSTS } from '../../support/hosts';
import { guardHost, observedOf } from '../../support/guard-hosts';
import { FuzzSandbox } from './fuzz-sandbox';
import { InProcessHook, type HookOutcome } from './hook-call';
import { fuzzHost, type FuzzHost } from './host-seeds';
import { fuzzParameters, fuzzRuns } from './fuzz-settings';
import { askedEvent, expectAccepted, hostedCases, mutatedCases, oddShellCases, protectedCases, rawCases, safeCases, type FuzzCase } from './fuzz-cases';

/** Every command host in the catalog: a new one is fuzzed without an edit. */
export const COMMAND_FUZZ_HOSTS = ADAPTER_HOSTS.filter((h) => h.transport === 'command').map(fuzzHost);

/** No call may take longer than this: the hosts' own timeouts are 30 s and up, and bearing answers within its deadlines. */
const SLOWEST_MS = 10_000;

/** Per kind, the default case count: 10,000 per host, and `hosted` more for a host that runs other hosts' hook files. */
const RUNS = { mutated: 6_500, raw: 1_500, odd: 1_200, safe: 500, protected: 300, hosted: 1_000 };

/**
 * The fuzz tier, in-process: every event each command host declares, through the hook's own path from raw stdin
 * bytes to stdout and exit code (src/cli/hook/run-hook.ts, with files for descriptors). 10,000 payloads per host
 * by default; BEARING_FUZZ_RUNS for more, BEARING_FUZZ_SEED (and BEARING_FUZZ_PATH) to replay a failure. The hosts
 * are split over `of` test files (`shard` is this one's), so that jest's workers share them.
 * test/fuzz/packaged-hook.fuzz.test.ts sends a sample of the same cases through the packaged hook.
 */
export function fuzzCommandHosts(shard: number, of: number): void {
  const sandbox = new FuzzSandbox();
  const hook = new InProcessHook();
  afterAll(() => {
    hook.remove();
    sandbox.remove();
  });
  const hosts = COMMAND_FUZZ_HOSTS.filter((_, i) => i % of === shard);
  describe.each(hosts.map((h) => [h.entry.id, h] as const))('fuzz %s (in-process, raw stdin to stdout)', (id, host) => fuzzOne(id, host, sandbox, hook));
}

function fuzzOne(id: string, host: FuzzHost, sandbox: FuzzSandbox, hook: InProcessHook): void {
  const guard = guardHost(host.entry);
  const others = COMMAND_FUZZ_HOSTS.filter((h) => h !== host);

  const stats = { cases: 0, ms: 0, slowest: 0, answered: new Map<string, number>() };
  // BEARING_FUZZ_REPORT=1: one line per host with the cases run, their time, the slowest call, and the events that got
  // more than the neutral reply (how many times each): what the run reached beyond the failure paths.
  afterAll(() => {
    if (!process.env['BEARING_FUZZ_REPORT']) return;
    const answered = [...stats.answered].map(([e, n]) => `${e} ${n}`).join(', ');
    process.stderr.write(
      `fuzz ${id}: ${stats.cases} cases in-process, ${Math.round(stats.ms)} ms in the hook, slowest ${Math.round(stats.slowest)} ms; answered: ${answered}\n`,
    );
  });
  const neutral = host.adapter.neutralReply();
  const neutralStdout = neutral.stdout === undefined ? '' : `${JSON.stringify(neutral.stdout)}\n`;

  const answer = async (call: FuzzCase): Promise<HookOutcome> => {
    const outcome = await hook.call(call);
    stats.cases++;
    stats.ms += outcome.ms;
    stats.slowest = Math.max(stats.slowest, outcome.ms);
    if (outcome.stdout !== neutralStdout || outcome.exitCode !== neutral.exitCode) {
      const event = askedEvent(host, call) ?? '(none)';
      stats.answered.set(event, (stats.answered.get(event) ?? 0) + 1);
    }
    if (outcome.ms > SLOWEST_MS) throw new Error(`${id}: ${Math.round(outcome.ms)} ms for one call`);
    expectAccepted(host, call, outcome);
    if (call.verdict !== undefined) {
      const verdict = guard.verdict(observedOf({ status: outcome.exitCode, stdout: outcome.stdout, stderr: outcome.stderr }));
      if (verdict.decision !== call.verdict) throw new Error(`${id}: expected ${call.verdict}, got ${JSON.stringify(verdict)}`);
      if (verdict.decision === 'deny' && !verdict.reason.startsWith('protected_ref: ')) throw new Error(`${id}: a deny for another reason: ${verdict.reason}`);
    }
    return outcome;
  };
  const property = (cases: fc.Arbitrary<FuzzCase>, runs: number) =>
    fc.assert(
      fc.asyncProperty(cases, async (c) => void (await answer(c))),
      fuzzParameters(fuzzRuns(runs)),
    );

  test(`every event's payloads, edited: a reply ${id} accepts (${fuzzRuns(RUNS.mutated)})`, async () => {
    await property(mutatedCases(host, sandbox), RUNS.mutated);
  });

  const hosted = hostedCases(host, sandbox);
  if (hosted) {
    test(`its payloads on the other hosts' hook lines it runs (${host.entry.runsHooksOf!.hosts.join(', ')}): a reply ${id} accepts (${fuzzRuns(RUNS.hosted)})`, async () => {
      await property(hosted, RUNS.hosted);
    });
  }

  test(`stdin that is no payload: a reply ${id} accepts (${fuzzRuns(RUNS.raw)})`, async () => {
    await property(rawCases(host, others), RUNS.raw);
  });

  test(`odd shell text in a command: a reply ${id} accepts (${fuzzRuns(RUNS.odd)})`, async () => {
    await property(oddShellCases(host, sandbox), RUNS.odd);
  });

  test(`commands that ask for nothing protected are never denied (${fuzzRuns(RUNS.safe)})`, async () => {
    await property(safeCases(host, sandbox), RUNS.safe);
  });

  test(`a well-formed protected-branch request is always denied in ${id}'s form (${fuzzRuns(RUNS.protected)})`, async () => {
    await property(protectedCases(host, sandbox), RUNS.protected);
  });
}
