import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { REPO_ROOT } from '../support/fixtures';

test('`bearing demo` replays every Claude Code fixture and shows the deny for `git checkout -b main`', () => {
  const run = spawnSync(process.execPath, [join(REPO_ROOT, 'hooks', 'bearing-cli.cjs'), 'demo'], { encoding: 'utf8', timeout: 60_000 });
  expect(run.status).toBe(0);
  const blocks = run.stdout.split('\n\n').slice(1);
  expect(blocks).toHaveLength(37);
  const deny = blocks.find((b) => b.includes('pre-tool-use.bash-checkout-main.json'))!;
  expect(deny).toContain('(live 2.1.328, 2026-11-29)');
  expect(deny).toContain('  exit 0\n  stdout {"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"deny","permissionDecisionReason":"protected_ref: main');
  // Two session starts get activation advice (no plan in the fixtures' workspaces); the rest get nothing.
  expect(blocks.filter((b) => b.includes('stdout {"hookSpecificOutput":{"hookEventName":"SessionStart","additionalContext":"Bearing activation: ADVISE'))).toHaveLength(2);
  expect(blocks.filter((b) => b.includes('stdout (empty)'))).toHaveLength(34);
}, 90_000);
