import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { readFixture } from '../../support/fixtures';
import { MULTI_TASK_PLAN } from '../../support/plans';
import { runHook } from '../../support/run-hook';
import { useScratch } from '../../support/scratch';

/**
 * Regression (issue 12, defect 1): a SessionStart whose session id is empty or blank was recorded as a session
 * named "", so the next id-less startup got no task offer. Such an id names no session, on every host.
 */
const scratch = useScratch();

/**
 * Each host's startup payload (its fixture), with the session id replaced and the cwd pointed at the workspace, and
 * the offers each startup gets: none where the host has no context channel at session start (Kimi Code, Grok Build).
 */
const STARTUPS: ReadonlyArray<readonly [host: string, fixture: string, sessionKey: string, args: readonly string[], offers: number]> = [
  ['claude-code', 'claude-code/live/session-start.startup.json', 'session_id', ['claude-code'], 1],
  ['codex', 'codex/live/session-start.startup.json', 'session_id', ['codex'], 1],
  ['cursor', 'cursor/docs/session-start.json', 'session_id', ['cursor', '--event', 'sessionStart'], 1],
  ['kimi-code', 'kimi-code/live/session-start.startup.json', 'session_id', ['kimi-code'], 0],
  ['grok-build', 'grok-build/docs/session-start.json', 'sessionId', ['grok-build'], 0],
];

function startup(fixture: string, sessionKey: string, id: string, root: string, at: number): string {
  const { _fixture, ...payload } = readFixture(fixture).payload;
  const blank: Record<string, unknown> = { ...payload, [sessionKey]: id, cwd: root, workspace_roots: [root], timestamp: `2026-12-01T12:00:0${at}Z` };
  // Cursor falls back to the conversation id: a blank one as well, so that no id is left.
  if ('conversation_id' in blank) blank['conversation_id'] = id;
  return JSON.stringify(blank);
}

const offers = (stdout: string) => (stdout.match(/<bearing-task-offer>/g) ?? []).length;

describe.each(STARTUPS)('%s: a blank session id counts as no id', (_host, fixture, sessionKey, args, offered) => {
  test.each([[''], ['   '], ['\t\n']])('id %j: the offer at every startup, and no session recorded', (id) => {
    const repo = scratch.repo('work');
    repo.write('plan.md', MULTI_TASK_PLAN);
    for (const at of [1, 2]) {
      const run = runHook(args, startup(fixture, sessionKey, id, repo.root, at), { GROK_SESSION_ID: '' });
      expect([run.status, run.stderr]).toEqual([0, '']);
      expect(offers(run.stdout)).toBe(offered);
    }
    expect(existsSync(join(repo.root, '.bearing', 'sessions'))).toBe(false);
  });
});
