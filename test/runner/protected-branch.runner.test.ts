import { GUARD_CASES, reasonStartingWith } from '../support/guard-cases';
import { GUARD_HOSTS } from '../support/guard-hosts';
import { GuardWorkspaces } from '../support/guard-workspace';
import { runHook } from '../support/run-hook';

/**
 * The command table through the packaged hook (node hooks/bearing-hook.cjs <host>), once per host in
 * GUARD_HOSTS: each row's exact verdict and exit code, and a stderr that is empty unless the config is broken.
 */
const workspaces = new GuardWorkspaces();
afterAll(() => workspaces.remove());

describe.each(GUARD_HOSTS.map((h) => [h.host, h] as const))('the command table through the packaged hook for %s', (_, host) => {
  test.each(GUARD_CASES.map((row) => [`${row.group}: ${JSON.stringify(row.command)} (on ${row.workspace.on})`, row] as const))('%s', (_, row) => {
    const run = runHook([host.host], JSON.stringify(host.payload(row.command, workspaces.root(row.workspace))));
    const verdict = host.verdict(run);
    if (row.expect === 'allow') {
      expect(verdict).toEqual({ decision: 'allow' });
      // A broken config is still reported once, by the gate that reads it on every shell call (Test Engineering).
      expect(run.stderr).toMatch(row.group === 'a broken policy file' ? /^bearing: .*bearing\.config\.json: not valid JSON: .+\n$/ : /^$/);
    } else if (row.expect === 'unavailable') {
      expect(verdict).toEqual({ decision: 'deny', reason: expect.stringMatching(/^policy_unavailable: cannot check .*bearing\.config\.json is broken/) });
      expect(run.stderr).toMatch(/^bearing: .*bearing\.config\.json: .+\n$/);
    } else {
      expect(verdict).toEqual({ decision: 'deny', reason: reasonStartingWith(row.expect) });
      expect(run.stderr).toBe('');
    }
  });
});
