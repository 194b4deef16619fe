import { guardHost, observedOf } from '../support/guard-hosts';
import { FuzzSandbox } from './support/fuzz-sandbox';
import { InProcessHook } from './support/hook-call';
import { COMMAND_FUZZ_HOSTS } from './support/command-hosts.fuzz';
import { expectAccepted } from './support/fuzz-cases';

/**
 * Every failure the fuzz tier found, kept as a plain example: the case as the fuzzer shrank it (seed and property
 * named), through the hook's own path for every command host it applies to.
 */
const sandbox = new FuzzSandbox();
const hook = new InProcessHook();
afterAll(() => {
  hook.remove();
  sandbox.remove();
});

describe.each(COMMAND_FUZZ_HOSTS.map((h) => [h.entry.id, h] as const))('fuzz regressions: %s', (id, host) => {
  const guard = guardHost(host.entry);

  test('a `git checkout -b main` whose tool input holds an unknown key nested 20,000 deep is still denied (fuzz: seed 20261201, protected-branch property; the decoder copied the input and overflowed the stack)', async () => {
    const payload = JSON.stringify(host.entry.samples!.shellCall('git checkout -b main', sandbox.repo.root));
    const deep = `${'['.repeat(20_000)}1${']'.repeat(20_000)}`;
    // The sample's innermost object holds the command (Cursor's is the payload itself): the nested key goes there.
    const stdin = payload.replace(/"command":"git checkout -b main"/, `"command":"git checkout -b main","x_nested":${deep}`);
    const call = { host: id, registered: host.adapter.nativeEventName(JSON.parse(payload))!, stdin };
    const outcome = await hook.call(call);
    expectAccepted(host, call, outcome);
    expect(guard.verdict(observedOf({ status: outcome.exitCode, stdout: outcome.stdout, stderr: outcome.stderr }))).toEqual({
      decision: 'deny',
      reason: expect.stringMatching(/^protected_ref: main /),
    });
  });

  // Found as writes into `.bearing/`, bearing's state then. Its state is `.git/bearing/` now (the config guard
  // protects that, no longer `.bearing/`), so the same paths are written there; each reason is exact, so the cap is
  // seen to fall inside an emoji's pair (10,000 less the marker's 24 ends on a high surrogate: the pair goes whole).
  const STATE =
    "This is bearing's state (bearing/ in the git directory), which agents do not write, move or delete. Ask the user to make this change themselves: say what you would change and why, and do not try another way to change it.";
  test.each([
    [
      'an emoji where the 10,000-character cap cuts its reason',
      'seed 20261201, odd shell text, path 17:3:1:1:1',
      `echo x > .git/bearing/aaaa${'🙂'.repeat(5_000)}`,
      `protected_config: .git/bearing/aaaa${'🙂'.repeat(4_970)}… [truncated by bearing]`,
    ],
    [
      'a lone surrogate in the path its reason quotes',
      'seed 20261201, payloads edited, path 162:1:1:1:7:7:7',
      'echo x > .git/bearing/a\ud800b',
      `protected_config: .git/bearing/a\ufffdb (rule: protect_bearing_state, \`>\`). ${STATE}`,
    ],
  ])(
    'a write into .git/bearing/ with %s is refused in a reply without a lone surrogate (fuzz: %s; capText split a pair, and passed a lone one on)',
    async (_, _found, command, reason) => {
      const payload = host.entry.samples!.shellCall(command, sandbox.repo.root);
      const call = { host: id, registered: host.adapter.nativeEventName(payload)!, stdin: JSON.stringify(payload) };
      const outcome = await hook.call(call);
      expectAccepted(host, call, outcome);
      expect(outcome.stdout).not.toMatch(/\\u[dD][89a-fA-F]/);
      expect(guard.verdict(observedOf({ status: outcome.exitCode, stdout: outcome.stdout, stderr: outcome.stderr }))).toEqual({ decision: 'deny', reason });
    },
  );
});
