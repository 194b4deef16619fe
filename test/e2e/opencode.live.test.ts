import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ACTIVATION_ADVICE_WITHOUT_PLAN } from '../support/expected-replies';
import { REPO_ROOT } from '../support/fixtures';
import { GitRepo } from '../support/git-repo';
import { capturedPayloads, checkLiveFixtures, type Payload } from './support/live-capture';
import {
  messageText,
  OpenCodeModelServer,
  prepareOpenCodeHome,
  removeOpenCodeHome,
  runOpenCode,
  writeOpenCodeConfig,
  type OpenCodeHome,
} from './support/opencode-cli';
import { OpenCodeAdapter } from '../../src/hosts/opencode/opencode.adapter';

/**
 * The real OpenCode CLI (pinned devDependency, a Bun-compiled binary) loading bearing the way a user does: the
 * project's opencode.json names this repository's root in `"plugin"`. Offline, against a scripted Chat Completions
 * API on 127.0.0.1 that is also every run's proxy. OpenCode skips a plugin that fails to load without a word (the
 * run goes on unguarded, exit code 0), so each run with bearing also proves it was loaded. Set
 * BEARING_CAPTURE_FIXTURES=1 to rewrite fixtures/opencode/live from this run; otherwise the committed fixtures must
 * still have the live payloads' shape.
 */
const CLI_VERSION = '1.18.33';
const server = new OpenCodeModelServer();
let origin: string;
let home: OpenCodeHome;
const captureDir = mkdtempSync(join(tmpdir(), 'bearing-capture-'));
const cacheDir = mkdtempSync(join(tmpdir(), 'bearing-cache-'));
const repos: GitRepo[] = [];

beforeAll(async () => {
  origin = await server.start();
  home = prepareOpenCodeHome();
});
afterAll(async () => {
  await server.stop();
  for (const r of repos) r.remove();
  if (home) removeOpenCodeHome(home);
  rmSync(captureDir, { recursive: true, force: true });
  rmSync(cacheDir, { recursive: true, force: true });
});

const BEARING = [REPO_ROOT];

/** One `opencode run` in a fresh repository (branch `work`) whose model asks for `command` once. */
async function runWithCommand(command: string, description: string, options: { plugins?: readonly string[]; prepare?: (repo: GitRepo) => void } = {}) {
  const repo = new GitRepo('work');
  repos.push(repo);
  options.prepare?.(repo);
  writeOpenCodeConfig(repo.root, { apiUrl: `${origin}/v1`, plugins: options.plugins ?? BEARING });
  server.script({ command, description });
  const capture = join(captureDir, String(repos.length));
  const run = await runOpenCode({
    cwd: repo.root,
    home,
    proxyUrl: origin,
    prompt: 'make a branch',
    env: { BEARING_CAPTURE_DIR: capture, BEARING_CACHE_DIR: cacheDir },
  });
  const requests = [...server.requests];
  return {
    repo,
    run,
    requests,
    systems: requests.map((r) => server.systemTexts(r)),
    toolResults: server.toolResults(),
    captured: capturedPayloads(capture),
  };
}
type Run = Awaited<ReturnType<typeof runWithCommand>>;

// OpenCode payloads name their event in `hook` (bearing's plugin adds it), not `hook_event_name`.
const hooks = (run: Run) => run.captured.map((c) => c.payload['hook']);
function pickHook(run: Run, hook: string): Payload {
  const found = run.captured.find((c) => c.payload['hook'] === hook);
  if (!found) throw new Error(`no live ${hook} payload was captured`);
  return found.payload;
}

/** The skill listing of OpenCode's system prompt, with bearing's skill as the config hook added it. */
const SKILL_FILE = join(REPO_ROOT, 'skills', 'bearing', 'SKILL.md').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const BEARING_SKILL = new RegExp(
  `<available_skills>[\\s\\S]*<skill>\\s*<name>bearing</name>[\\s\\S]*?<location>${SKILL_FILE}</location>[\\s\\S]*</available_skills>`,
);
const PLAN = ['# Plan', '', '### task_id: T1', '- status: IN_PROGRESS', '- assigned_role: implementer', '- next_action: write the test', ''].join('\n');

/**
 * What every bearing run must show: the plugin loaded (its server ran, and its config hook did), and nothing went
 * off the machine. OpenCode 1.18.33 says nothing, not even in its log, when a plugin package fails to load.
 */
function expectBearingLoaded(run: Run) {
  expect(run.run.exitCode).toBe(0);
  expect(hooks(run)).toEqual(expect.arrayContaining(['session.created', 'tool.execute.before']));
  expect(new Set(run.captured.map((c) => c.host))).toEqual(new Set(['opencode']));
  expect(run.systems.length).toBeGreaterThan(0);
  for (const system of run.systems) expect(system.join('\n')).toMatch(BEARING_SKILL);
  expect(server.unexpected).toEqual([]);
}

describe(`OpenCode CLI ${CLI_VERSION}, live (bearing as a "plugin" package root in opencode.json)`, () => {
  let denied: Run;
  let allowed: Run;

  test('(a) the model asks for `git checkout -b main`: refused, the branch does not exist, the model is told why', async () => {
    denied = await runWithCommand('git checkout -b main', 'Create branch main');
    expectBearingLoaded(denied);
    expect(denied.repo.branches()).toEqual(['work']);
    // Two model requests: the one that asked for the call, and the one carrying its (refused) result back.
    expect(denied.requests).toHaveLength(2);
    const last = server.messages(denied.requests[1]!).at(-1);
    expect(last?.role).toBe('tool');
    expect(messageText(last)).toMatch(/^protected_ref: main \(rule: create_protected_branch, `git checkout -b`\)\. /);
    expect(denied.toolResults).toHaveLength(1);
    // Every hook and bus event the plugin passes on in a `run`, in order; a refused call has no tool.execute.after.
    expect(hooks(denied)).toEqual(['session.created', 'chat.message', 'tool.execute.before', 'session.idle']);
    // No plan in this repository: the activation advice is its one line, on each request's system prompt.
    for (const system of denied.systems) expect(system).toContain(ACTIVATION_ADVICE_WITHOUT_PLAN);
  }, 60_000);

  test('(b) in a repository with a committed plan, the model asks for `git checkout -b feature/x`: allowed, the branch exists', async () => {
    allowed = await runWithCommand('git checkout -b feature/x', 'Create branch feature/x', {
      prepare: (repo) => {
        repo.write('plan.md', PLAN);
        repo.git('add', 'plan.md');
        repo.git('commit', '-q', '-m', 'plan');
      },
    });
    expectBearingLoaded(allowed);
    expect(allowed.repo.branches().sort()).toEqual(['feature/x', 'work']);
    expect(allowed.repo.git('branch', '--show-current')).toBe('feature/x');
    expect(allowed.requests).toHaveLength(2);
    expect(allowed.toolResults).toHaveLength(1);
    expect(allowed.toolResults[0]).toContain("Switched to a new branch 'feature/x'");
    expect(hooks(allowed)).toEqual(['session.created', 'chat.message', 'tool.execute.before', 'tool.execute.after', 'session.idle']);
  }, 60_000);

  test('(c) that plan: the activation advice reaches the system prompt of every request of the session', () => {
    expect(allowed.systems).toHaveLength(2);
    for (const system of allowed.systems) {
      const advice = system.filter((s) => s.startsWith('Bearing activation: ADVISE\n'));
      expect(advice).toHaveLength(1);
      // The plan names the task, its role and next action, but no journey. (A task offer follows.)
      expect(advice[0]!.split('\n').slice(0, 4)).toEqual([
        'Bearing activation: ADVISE',
        'reason: context_incomplete:journey',
        'recovery: Add a `- journey: <name>` line to plan.md; the bearing skill explains each field',
        'task: T1 (plan.md:3)',
      ]);
    }
  });

  test('(d) the control: without the plugin the same model creates `main`, and nothing of bearing is in the prompt', async () => {
    const run = await runWithCommand('git checkout -b main', 'Create branch main', { plugins: [] });
    expect(run.run.exitCode).toBe(0);
    expect(run.repo.branches().sort()).toEqual(['main', 'work']);
    expect(run.toolResults[0]).toContain("Switched to a new branch 'main'");
    expect(run.captured).toEqual([]);
    expect(run.systems.length).toBeGreaterThan(0);
    for (const system of run.systems) {
      expect(system.join('\n')).toContain('<available_skills>');
      expect(system.join('\n')).not.toMatch(BEARING_SKILL);
      expect(system.join('\n')).not.toContain('Bearing activation');
    }
    expect(server.unexpected).toEqual([]);
  }, 60_000);

  test('(e) live payloads: every event OpenCode sent decodes and matches the committed fixture', () => {
    const live: Record<string, Payload> = {
      'session-created.json': pickHook(denied, 'session.created'),
      'chat-message.json': pickHook(denied, 'chat.message'),
      'tool-execute-before.bash-checkout-main.json': pickHook(denied, 'tool.execute.before'),
      'tool-execute-before.bash-checkout-feature.json': pickHook(allowed, 'tool.execute.before'),
      'tool-execute-after.bash.json': pickHook(allowed, 'tool.execute.after'),
      'session-idle.json': pickHook(denied, 'session.idle'),
    };
    checkLiveFixtures({
      host: 'opencode',
      version: CLI_VERSION,
      how: 'test/e2e/opencode.live.test.ts (opencode run, bearing as a "plugin" package root in opencode.json, scripted Chat Completions API on 127.0.0.1)',
      live,
      replacements: [
        ...repos.map((r) => [r.root, '/tmp/bearing-live-repo'] as const),
        [/ses_[A-Za-z0-9]{26}/g, 'ses_0bearingLiveFixture0000000'],
        [/"projectID":"[0-9a-f]{40}"/g, '"projectID":"0123456789abcdef0123456789abcdef01234567"'],
        [/"slug":"[a-z]+-[a-z]+"/g, '"slug":"bearing-live"'],
      ],
      adapter: new OpenCodeAdapter(),
    });
  });
});
