import { container } from 'tsyringe';
import { bootstrap } from '../../src/bootstrap';
import { HookRunner } from '../../src/framework/runner/hook-runner';
import { HOST_CATALOG } from '../../src/hosts/host-catalog';
import { GitRepo } from '../support/git-repo';
import { GUARD_HOSTS } from '../support/guard-hosts';

const ASKED =
  'protected_ref: main (rule: push_protected_branch, `git push`). The agent wants to push to a protected branch; in this workspace bearing asks the user first.';

/**
 * A rule set to "ask" on every host: the host's own ask where the descriptor says it has one on tool calls (Claude
 * Code, Cursor), and elsewhere a refusal whose reason says the host cannot ask, never a silent pass.
 */
describe('"ask" rules: the host asks where it can, and bearing refuses, saying why, where it cannot', () => {
  const repo = new GitRepo('feature/x');
  repo.write('bearing.config.json', JSON.stringify({ branches: { rules: { push: 'ask' } } }));
  afterAll(() => repo.remove());
  const runner = bootstrap(container.createChildContainer(), HOST_CATALOG, {}).resolve(HookRunner);
  const reply = (host: (typeof GUARD_HOSTS)[number], command: string) => runner.run(host.host, host.payload(command, repo.root));

  test('Claude Code: permissionDecision "ask" with the reason, for the user', async () => {
    const claude = GUARD_HOSTS.find((h) => h.host === 'claude-code')!;
    expect(await reply(claude, 'git push origin main')).toMatchObject({
      exitCode: 0,
      stdout: { hookSpecificOutput: { hookEventName: 'PreToolUse', permissionDecision: 'ask', permissionDecisionReason: ASKED } },
    });
  });

  test('Cursor: permission "ask" on the shell gate', async () => {
    const cursor = GUARD_HOSTS.find((h) => h.host === 'cursor')!;
    expect(await reply(cursor, 'git push origin main')).toMatchObject({ exitCode: 0, stdout: { permission: 'ask', user_message: ASKED } });
  });

  test.each(GUARD_HOSTS.filter((h) => !['claude-code', 'cursor'].includes(h.host)).map((h) => [h.host, h] as const))(
    '%s cannot ask: refused, and the reason says so',
    async (_, host) => {
      const name = HOST_CATALOG.find((e) => e.id === host.host)!.descriptor.displayName;
      const observed = await reply(host, 'git push origin main');
      const verdict = host.verdict({
        exitCode: observed.exitCode,
        ...(observed.stdout !== undefined && { stdout: observed.stdout }),
        stderr: observed.stderr ?? '',
        diagnostics: observed.diagnostics,
      });
      expect(verdict).toEqual({
        decision: 'deny',
        reason: `${ASKED} ${name} cannot ask the user from a hook, so bearing refuses instead: tell the user what you want to run and why, and let them run it.`,
      });
    },
  );

  test('a command the rule does not touch passes on every host', async () => {
    for (const host of GUARD_HOSTS) {
      const observed = await reply(host, 'git push origin feature/x');
      expect({
        host: host.host,
        verdict: host.verdict({
          exitCode: observed.exitCode,
          ...(observed.stdout !== undefined && { stdout: observed.stdout }),
          stderr: observed.stderr ?? '',
          diagnostics: observed.diagnostics,
        }),
      }).toEqual({ host: host.host, verdict: { decision: 'allow' } });
    }
  });
});
