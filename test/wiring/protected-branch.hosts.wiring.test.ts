import { container } from 'tsyringe';
import { bootstrap } from '../../src/bootstrap';
import { HookRunner } from '../../src/framework/runner/hook-runner';
import { HOST_CATALOG } from '../../src/hosts/host-catalog';
import { GUARD_CASES, reasonStartingWith, unavailableReason } from '../support/guard-cases';
import { GUARD_HOSTS } from '../support/guard-hosts';
import { GuardWorkspaces } from '../support/guard-workspace';

/**
 * Every row of the command table on every host bearing has an adapter for, through the runner in this process:
 * each host's own shell-call payload (HostEntry.samples) in, its own deny or neutral reply out. A host added to the
 * catalog is in this table at once. The packaged hooks run the table too (test/runner/protected-branch.runner.test.ts).
 */
const workspaces = new GuardWorkspaces();
afterAll(() => workspaces.remove());
const runner = bootstrap(container.createChildContainer(), HOST_CATALOG, {}).resolve(HookRunner);

describe.each(GUARD_HOSTS.map((h) => [h.host, h] as const))('the command table on %s, in-process', (_, host) => {
  test.each(GUARD_CASES.map((row) => [`${row.group}: ${JSON.stringify(row.command)} (on ${row.workspace.on})`, row] as const))('%s', async (_, row) => {
    const root = workspaces.root(row.workspace);
    const reply = await runner.run(host.host, host.payload(row.command, root));
    const verdict = host.verdict({
      exitCode: reply.exitCode,
      ...(reply.stdout !== undefined && { stdout: reply.stdout }),
      stderr: reply.stderr ?? '',
      diagnostics: reply.diagnostics,
    });
    if (row.expect === 'allow') expect(verdict).toEqual({ decision: 'allow' });
    else if (row.expect === 'unavailable') expect(verdict).toEqual({ decision: 'deny', reason: unavailableReason(row.workspace, root) });
    else expect(verdict).toEqual({ decision: 'deny', reason: reasonStartingWith(row.expect) });
  });
});
