import { configProblemLine, GUARD_CASES, reasonStartingWith, unavailableReason } from '../support/guard-cases';
import { GUARD_HOSTS, type GuardHost } from '../support/guard-hosts';
import { GuardWorkspaces } from '../support/guard-workspace';

/**
 * The command table through the packaged hooks, once per host with an adapter (GUARD_HOSTS: the command hosts
 * through hooks/bearing-hook.cjs, the in-process hosts through hooks/bearing-in-process.cjs): each row's exact
 * verdict and exit code, and no diagnostic unless the config is broken.
 */
const workspaces = new GuardWorkspaces();
afterAll(() => workspaces.remove());

/**
 * Every row for Claude Code and the in-process hosts; for the other command hosts a spread sample (every eighth
 * row), enough to hold their wire format to the table: test/wiring/protected-branch.hosts.wiring.test.ts runs every
 * row for every host through the runner in-process, without a process per row.
 */
const rowsFor = (host: GuardHost) =>
  host.entry.transport === 'command' && host.host !== 'claude-code' ? GUARD_CASES.filter((_, i) => i % 8 === 0) : GUARD_CASES;

describe.each(GUARD_HOSTS.map((h) => [h.host, h] as const))('the command table through the packaged hook for %s', (_, host) => {
  test.each(rowsFor(host).map((row) => [`${row.group}: ${JSON.stringify(row.command)} (on ${row.workspace.on})`, row] as const))('%s', async (_, row) => {
    const root = workspaces.root(row.workspace);
    const reply = await host.ask(host.payload(row.command, root));
    const verdict = host.verdict(reply);
    if (row.expect === 'allow') {
      expect(verdict).toEqual({ decision: 'allow' });
      // A broken config is still reported once, by the gate that reads it on every shell call (Test Engineering).
      expect(reply.diagnostics).toEqual(row.workspace.problem ? [`bearing: ${configProblemLine(row.workspace, root)}`] : []);
    } else if (row.expect === 'unavailable') {
      expect(verdict).toEqual({ decision: 'deny', reason: unavailableReason(row.workspace, root) });
      expect(reply.diagnostics).toEqual([`bearing: ${configProblemLine(row.workspace, root)}`]);
    } else {
      expect(verdict).toEqual({ decision: 'deny', reason: reasonStartingWith(row.expect) });
      expect(reply.diagnostics).toEqual([]);
    }
  });
});
