import fc from 'fast-check';
import { join } from 'node:path';
import type { HostReply } from '../../src/protocol/host-reply';
import { ADAPTER_HOSTS } from '../support/hosts';
import { guardHost, type ObservedReply } from '../support/guard-hosts';
import { REPO_ROOT } from '../support/fixtures';
import { FuzzSandbox } from './support/fuzz-sandbox';
import { fuzzHost, type FuzzHost } from './support/host-seeds';
import { fuzzParameters, fuzzRuns } from './support/fuzz-settings';
import { expectAccepted, mutatedCases, oddShellCases, protectedCases, rawCases, safeCases, type FuzzCase } from './support/fuzz-cases';
import type { HookOutcome } from './support/hook-call';
import { COMMAND_FUZZ_HOSTS } from './support/command-hosts.fuzz';

/**
 * The fuzz tier for the hosts that load bearing into their own process (OpenCode, Pi; every in-process host in the
 * catalog): the same generated payloads, as objects, through the in-process entry (src/cli/in-process-bin.ts, what
 * hooks/bearing-in-process.cjs is built from) as the plugin and the extension call it. Its answer must never throw,
 * and must be what that host's plugin can hand back (reply-contracts.ts). 10,000 per host by default.
 */
const sandbox = new FuzzSandbox();
afterAll(() => sandbox.remove());
// An empty user configuration folder, set before the entry reads the environment: the machine's own never applies.
process.env['XDG_CONFIG_HOME'] = join(sandbox.root, 'config');
// And a cache folder of its own: the record of what bearing refused stays out of the user's.
process.env['BEARING_CACHE_DIR'] = join(sandbox.root, 'cache');
// Required, not imported: loaded after the environment is set, as a host loads it.
const { answers } = require(join(REPO_ROOT, 'src', 'cli', 'in-process-bin')) as {
  answers: Record<string, (payload: Record<string, unknown>, nativeEvent: string) => Promise<HostReply>>;
};

const HOSTS = ADAPTER_HOSTS.filter((h) => h.transport === 'in-process').map(fuzzHost);

const RUNS = { mutated: 7_000, raw: 1_000, odd: 1_200, safe: 500, protected: 300 };

/** The reply as the host's plugin reads it, in the shape the contracts and the guard's verdict take. */
function outcomeOf(reply: HostReply, ms: number): HookOutcome & ObservedReply {
  const stderr = reply.stderr ?? (reply.diagnostics.length > 0 ? `${reply.diagnostics.join('\n')}\n` : '');
  const stdout = reply.stdout === undefined ? '' : typeof reply.stdout === 'string' ? reply.stdout : `${JSON.stringify(reply.stdout)}\n`;
  return { exitCode: reply.exitCode, stdout, stderr, ms, diagnostics: reply.diagnostics };
}

describe.each(HOSTS.map((h) => [h.entry.id, h] as const))('fuzz %s (in-process entry, generated event objects)', (id, host: FuzzHost) => {
  const answer = answers[id];
  const guard = guardHost(host.entry);
  const others = [...COMMAND_FUZZ_HOSTS, ...HOSTS].filter((h) => h !== host);

  const ask = async (call: FuzzCase): Promise<void> => {
    if (!answer) throw new Error(`the in-process entry has no answer for ${id}`);
    const text = Buffer.isBuffer(call.stdin) ? call.stdin.toString('utf8') : call.stdin;
    let payload: unknown;
    try {
      payload = JSON.parse(text);
    } catch {
      return; // A host hands over objects, never text: nothing to send.
    }
    const started = performance.now();
    // The plugin and the extension pass the event they registered for (Pi: the event's own `type`).
    const reply = await answer(payload as Record<string, unknown>, call.registered ?? '');
    const outcome = outcomeOf(reply, performance.now() - started);
    expectAccepted(host, call, outcome);
    if (call.verdict !== undefined) {
      const verdict = guard.verdict({
        exitCode: outcome.exitCode,
        ...(reply.stdout !== undefined && { stdout: reply.stdout }),
        stderr: outcome.stderr,
        diagnostics: outcome.diagnostics,
      });
      if (verdict.decision !== call.verdict) throw new Error(`${id}: expected ${call.verdict}, got ${JSON.stringify(verdict)}`);
      if (verdict.decision === 'deny' && !verdict.reason.startsWith('protected_ref: ')) throw new Error(`${id}: a deny for another reason: ${verdict.reason}`);
    }
  };
  const property = (cases: fc.Arbitrary<FuzzCase>, runs: number) =>
    fc.assert(
      fc.asyncProperty(cases, async (c) => void (await ask(c))),
      fuzzParameters(fuzzRuns(runs)),
    );
  // The plugin names the event it was called for on every call.
  const registered = (cases: fc.Arbitrary<FuzzCase>, fallback: string) => cases.map((c) => (c.registered === undefined ? { ...c, registered: fallback } : c));

  test(`every event's objects, edited: an answer ${id}'s plugin can hand back (${fuzzRuns(RUNS.mutated)})`, async () => {
    await property(mutatedCases(host, sandbox), RUNS.mutated);
  });

  test(`values that are no event object, and other hosts' payloads: a neutral answer, never a throw (${fuzzRuns(RUNS.raw)})`, async () => {
    await property(registered(rawCases(host, others), host.events[0]!), RUNS.raw);
  });

  test(`odd shell text in a command (${fuzzRuns(RUNS.odd)})`, async () => {
    await property(oddShellCases(host, sandbox), RUNS.odd);
  });

  test(`commands that ask for nothing protected are never refused (${fuzzRuns(RUNS.safe)})`, async () => {
    await property(safeCases(host, sandbox), RUNS.safe);
  });

  test(`a well-formed protected-branch request is always refused in ${id}'s form (${fuzzRuns(RUNS.protected)})`, async () => {
    await property(protectedCases(host, sandbox), RUNS.protected);
  });
});
