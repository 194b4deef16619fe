import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ACTIVATION_ADVICE_WITHOUT_PLAN } from '../support/expected-replies';
import { fixturesOf, REPO_ROOT } from '../support/fixtures';

test('`bearing demo` replays every Claude Code fixture and shows the deny for `git checkout -b main`; it traces none of it and leaves nothing in the user cache', () => {
  // A user whose config names a trace file: the fixtures' calls are not their sessions.
  const home = mkdtempSync(join(tmpdir(), 'bearing-demo-home-'));
  const trace = join(home, 'trace.jsonl');
  mkdirSync(join(home, '.config', 'bearing'), { recursive: true });
  writeFileSync(join(home, '.config', 'bearing', 'config.json'), JSON.stringify({ trace }));
  const cache = join(home, 'cache');
  const env = { PATH: process.env['PATH'] ?? '', HOME: home, BEARING_CACHE_DIR: cache };
  const run = spawnSync(process.execPath, [join(REPO_ROOT, 'hooks', 'bearing-cli.cjs'), 'demo'], { encoding: 'utf8', env, timeout: 60_000 });
  const traced = existsSync(trace);
  const cached = existsSync(cache);
  rmSync(home, { recursive: true, force: true });
  expect({ status: run.status, traced, cached }).toEqual({ status: 0, traced: false, cached: false });
  const blocks = run.stdout.split('\n\n').slice(1);
  // Counted from the fixtures, not from one day's output: a fixture added or removed changes them too.
  const fixtures = fixturesOf('claude-code');
  const sessionStarts = fixtures.filter((f) => f.payload['hook_event_name'] === 'SessionStart').length;
  expect(blocks).toHaveLength(fixtures.length);
  const deny = blocks.find((b) => b.includes('pre-tool-use.bash-checkout-main.json'))!;
  expect(deny).toContain('(live 2.1.328, 2026-11-29)');
  expect(deny).toContain(
    '  exit 0\n  stdout {"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"deny","permissionDecisionReason":"protected_ref: main',
  );
  // Every session start gets the one-line activation advice (no plan in the fixtures' workspaces); besides those
  // and the one deny, every fixture gets nothing.
  const noPlan = `  stdout ${JSON.stringify({ hookSpecificOutput: { hookEventName: 'SessionStart', additionalContext: ACTIVATION_ADVICE_WITHOUT_PLAN } })}`;
  expect(blocks.filter((b) => b.split('\n').includes(noPlan))).toHaveLength(sessionStarts);
  expect(blocks.filter((b) => b.includes('stdout (empty)'))).toHaveLength(fixtures.length - sessionStarts - 1);
}, 90_000);
