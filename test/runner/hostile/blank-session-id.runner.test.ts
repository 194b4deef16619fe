import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { readFixture, REPO_ROOT } from '../../support/fixtures';
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

/** Session folders bearing made: in the git directory, where its state lives, or in the work tree's `.bearing/`, where it once did. */
const recordedSessions = (root: string) => [join(root, '.git', 'bearing', 'sessions'), join(root, '.bearing')].filter((folder) => existsSync(folder));

describe.each(STARTUPS)('%s: a blank session id counts as no id', (_host, fixture, sessionKey, args, offered) => {
  test.each([[''], ['   '], ['\t\n']])('id %j: the offer at every startup, and no session recorded', (id) => {
    const repo = scratch.repo('work');
    repo.write('plan.md', MULTI_TASK_PLAN);
    for (const at of [1, 2]) {
      const run = runHook(args, startup(fixture, sessionKey, id, repo.root, at), { GROK_SESSION_ID: '' });
      expect([run.status, run.stderr]).toEqual([0, '']);
      expect(offers(run.stdout)).toBe(offered);
    }
    expect(recordedSessions(repo.root)).toEqual([]);
  });
});

/**
 * The in-process hosts, through the built bundle they load (hooks/bearing-in-process.cjs): a blank id is answered as
 * no id at all, at every startup, and nothing is recorded. Pi offers the task at session start; OpenCode gives no
 * offer on `session.created`, with a real id either.
 */
type Answers = Record<'pi' | 'opencode', (payload: Record<string, unknown>, nativeEvent: string) => Promise<unknown>>;
type Blank = (payload: Record<string, unknown>, id: string | undefined, root: string) => Record<string, unknown>;
const withoutKey = (payload: Record<string, unknown>, key: string, value: string | undefined) => {
  const { [key]: _dropped, ...rest } = payload;
  return value === undefined ? rest : { ...rest, [key]: value };
};
const IN_PROCESS: ReadonlyArray<readonly [host: 'pi' | 'opencode', nativeEvent: string, fixture: string, blank: Blank, offers: number]> = [
  ['pi', 'session_start', 'pi/live/session-start.startup.json', (p, id, root) => ({ ...withoutKey(p, 'sessionId', id), cwd: root }), 1],
  [
    'opencode',
    'session.created',
    'opencode/live/session-created.json',
    (p, id, root) => ({ ...withoutKey(p, 'sessionID', id), info: { ...withoutKey(p['info'] as Record<string, unknown>, 'id', id), directory: root } }),
    0,
  ],
];

describe.each(IN_PROCESS)('%s (in-process): a blank session id counts as no id', (host, nativeEvent, fixture, blank, offered) => {
  test.each([[''], ['   ']])('id %j: answered as no id at every startup, and no session recorded', async (id) => {
    // Required, not imported: the built bundle, as the hosts require it.
    const { answers } = require(join(REPO_ROOT, 'hooks', 'bearing-in-process.cjs')) as { answers: Answers };
    const repo = scratch.repo('work');
    repo.write('plan.md', MULTI_TASK_PLAN);
    const { _fixture, ...payload } = readFixture(fixture).payload;
    const noId = JSON.stringify(await answers[host](blank(payload, undefined, repo.root), nativeEvent));
    for (let i = 0; i < 2; i++) {
      const answer = JSON.stringify(await answers[host](blank(payload, id, repo.root), nativeEvent));
      expect([answer, offers(answer)]).toEqual([noId, offered]);
    }
    expect(recordedSessions(repo.root)).toEqual([]);
  });
});
