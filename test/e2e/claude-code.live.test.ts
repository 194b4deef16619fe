import { existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ClaudeCodeAdapter } from '../../src/hosts/claude-code/claude-code.adapter';
import { REPO_ROOT } from '../support/fixtures';
import { GitRepo } from '../support/git-repo';
import { installEvaluator } from '../support/evaluators';
import { leaseFirstPlan } from '../support/plans';
import { writeFiles } from '../support/workspace';
import { AnthropicMockServer } from './support/anthropic-mock.server';
import { runClaude } from './support/claude-cli';
import { capturedRegistrations, captureOnlyHooks, checkLiveFixtures, expectRegistrations, pick, type Registrations } from './support/live-capture';

/**
 * The real Claude Code CLI (pinned devDependency) with this repository loaded by --plugin-dir, offline
 * against a scripted model on 127.0.0.1. Set BEARING_CAPTURE_FIXTURES=1 to rewrite fixtures/claude-code/live
 * from what this run captured; otherwise the committed fixtures must still have the live payloads' shape.
 * The plugin's hooks/hooks.json registers only the events some policy listens to; the other events the
 * fixtures need are registered by the test itself for its runs (`--settings`), capture-only, and kept apart.
 */
const CLI_VERSION = '2.1.328';
const server = new AnthropicMockServer();
let baseUrl: string;
const captureDir = mkdtempSync(join(tmpdir(), 'bearing-capture-'));
const home = realpathSync(mkdtempSync(join(tmpdir(), 'bearing-claude-home-')));
const repos: GitRepo[] = [];
/** What the plugin registers: the hooks file `--plugin-dir <this repository>` loads. */
const SHIPPED = Object.keys((JSON.parse(readFileSync(join(REPO_ROOT, 'hooks', 'hooks.json'), 'utf8')) as { hooks: Record<string, unknown> }).hooks).sort();
/** The events the fixtures need that hooks/hooks.json does not register: this test's own registration, for capture only. */
const CAPTURE_ONLY = ['UserPromptSubmit', 'PostToolUse', 'SessionEnd'];
/** The events a `claude -p` session with one Bash call fires that the fixtures need, in order; PostToolUse only when the call ran. */
const produced = (ran: boolean) => ['SessionStart', 'UserPromptSubmit', 'PreToolUse', ...(ran ? ['PostToolUse'] : []), 'Stop', 'SessionEnd'];
const runs: Record<string, Registrations> = {};

beforeAll(async () => {
  baseUrl = await server.start();
});
afterAll(async () => {
  await server.stop();
  for (const r of repos) r.remove();
  for (const folder of [captureDir, home]) rmSync(folder, { recursive: true, force: true });
});

async function runWithTool(command: string, prepare: (repo: GitRepo) => void = () => undefined) {
  const repo = new GitRepo('work');
  repos.push(repo);
  prepare(repo);
  server.script({ name: 'Bash', input: { command, description: 'make branch' } });
  const capture = join(captureDir, command.replace(/\W+/g, '-'));
  const run = await runClaude({
    cwd: repo.root,
    home,
    baseUrl,
    prompt: 'make a branch',
    env: { BEARING_CAPTURE_DIR: capture },
    settings: { hooks: captureOnlyHooks('claude-code', CAPTURE_ONLY) },
  });
  runs[command] = capturedRegistrations(capture);
  return { repo, run, toolResults: server.toolResults(), captured: runs[command] };
}

describe('Claude Code CLI 2.1.328, live', () => {
  test('(a) the model asks for `git checkout -b main`: denied, the branch does not exist, the CLI reports the denial', async () => {
    const { repo, run, toolResults, captured } = await runWithTool('git checkout -b main');
    expect(run.exitCode).toBe(0);
    expect(run.result?.['permission_denials']).toEqual([
      expect.objectContaining({ tool_name: 'Bash', tool_input: { command: 'git checkout -b main', description: 'make branch' } }),
    ]);
    expect(toolResults).toHaveLength(1);
    expect(toolResults[0]).toMatchObject({ is_error: true });
    expect(String(toolResults[0]!.content)).toMatch(/^PreToolUse:Bash hook error: protected_ref: main \(rule: create_protected_branch/);
    expect(repo.branches()).toEqual(['work']);
    // The deny came through the plugin's registration; each event was answered once, by one registration.
    expectRegistrations(captured, { host: 'claude-code', shipped: SHIPPED, captureOnly: CAPTURE_ONLY, produced: produced(false) });
  });

  test('(b) the model asks for `git checkout -b feature/x`: allowed, the branch exists', async () => {
    const { repo, run, toolResults, captured } = await runWithTool('git checkout -b feature/x');
    expect(run.exitCode).toBe(0);
    expect(run.result?.['permission_denials']).toEqual([]);
    expect(toolResults).toHaveLength(1);
    expect(toolResults[0]!.is_error).toBeFalsy();
    expect(repo.branches().sort()).toEqual(['feature/x', 'work']);
    expect(repo.git('branch', '--show-current')).toBe('feature/x');
    expectRegistrations(captured, { host: 'claude-code', shipped: SHIPPED, captureOnly: CAPTURE_ONLY, produced: produced(true) });
  });

  test('(d) a compound command, `cd sub && git switch -c main`: denied by the real CLI, the branch does not exist', async () => {
    const command = 'cd sub && git switch -c main';
    const { repo, run, toolResults, captured } = await runWithTool(command, (r) => {
      mkdirSync(join(r.root, 'sub'));
      r.write('sub/.keep', '');
    });
    expect(run.exitCode).toBe(0);
    expect(run.result?.['permission_denials']).toEqual([expect.objectContaining({ tool_name: 'Bash', tool_input: { command, description: 'make branch' } })]);
    expect(toolResults).toHaveLength(1);
    expect(toolResults[0]).toMatchObject({ is_error: true });
    expect(String(toolResults[0]!.content)).toMatch(/^PreToolUse:Bash hook error: protected_ref: main \(rule: create_protected_branch, `git switch -c`\)/);
    expect(repo.branches()).toEqual(['work']);
    expect(repo.git('branch', '--show-current')).toBe('work');
    expectRegistrations(captured, { host: 'claude-code', shipped: SHIPPED, captureOnly: CAPTURE_ONLY, produced: produced(false) });
  });

  test('(f) a rule set to "ask": the hook answers permissionDecision "ask"; in print mode there is no one to ask, so the call does not run', async () => {
    const command = 'git checkout -b main';
    const { repo, run, toolResults } = await runWithTool(command, (r) =>
      r.write('bearing.config.json', JSON.stringify({ branches: { rules: { create: 'ask' } } })),
    );
    expect(run.exitCode).toBe(0);
    // --allowedTools Bash lets Bash through without a prompt; the hook's ask still stops it and goes to the user.
    expect(run.result?.['permission_denials']).toEqual([expect.objectContaining({ tool_name: 'Bash', tool_input: { command, description: 'make branch' } })]);
    expect(toolResults).toEqual([
      expect.objectContaining({
        is_error: true,
        content:
          'protected_ref: main (rule: create_protected_branch, `git checkout -b`). The agent wants to create a protected branch, or one whose name the allowed patterns do not match; in this workspace bearing asks the user first.',
      }),
    ]);
    expect(repo.branches()).toEqual(['work']);
  });

  test('(g) the model writes bearing.config.json to switch the guard off: denied, the file is as the user left it', async () => {
    const repo = new GitRepo('work');
    repos.push(repo);
    const config = JSON.stringify({ branches: { preset: 'gitflow' } });
    repo.write('bearing.config.json', config);
    const target = join(repo.root, 'bearing.config.json');
    server.script({ name: 'Write', input: { file_path: target, content: '{"policies":{"configGuard":false}}' }, times: 1 });
    const run = await runClaude({ cwd: repo.root, home, baseUrl, prompt: 'relax the guard', allowedTools: 'Bash,Write' });
    expect(run.exitCode).toBe(0);
    expect(run.result?.['permission_denials']).toEqual([expect.objectContaining({ tool_name: 'Write' })]);
    expect(String(server.toolResults()[0]!.content)).toBe(
      "PreToolUse:Write hook error: protected_config: bearing.config.json (rule: protect_bearing_config, `Write`). This is bearing's configuration (bearing.config.json), which agents do not write, move or delete. " +
        'Ask the user to make this change themselves: say what you would change and why, and do not try another way to change it.',
    );
    expect(readFileSync(target, 'utf8')).toBe(config);
  });

  test('(c) live payloads: SessionStart, UserPromptSubmit, PreToolUse, PostToolUse, Stop, SessionEnd captured (plugin or capture-only registration) and decoded', () => {
    const denied = runs['git checkout -b main']!.all.map((c) => c.payload);
    const allowed = runs['git checkout -b feature/x']!.all.map((c) => c.payload);
    const live: Record<string, Record<string, unknown>> = {
      'session-start.startup.json': pick(denied, 'SessionStart'),
      'user-prompt-submit.json': pick(denied, 'UserPromptSubmit'),
      'pre-tool-use.bash-checkout-main.json': pick(denied, 'PreToolUse'),
      'pre-tool-use.bash-checkout-feature.json': pick(allowed, 'PreToolUse'),
      'post-tool-use.bash.json': pick(allowed, 'PostToolUse'),
      'stop.json': pick(denied, 'Stop'),
      'session-end.json': pick(denied, 'SessionEnd'),
    };
    expect(denied.find((p) => p['hook_event_name'] === 'PostToolUse')).toBeUndefined();

    checkLiveFixtures({
      host: 'claude-code',
      version: CLI_VERSION,
      how: 'test/e2e/claude-code.live.test.ts (claude -p, scripted model on 127.0.0.1)',
      live,
      replacements: [
        ...repos.map((r) => [r.root, '/tmp/bearing-live-repo'] as const),
        [home, '/tmp/bearing-live-home'],
        [/-tmp-bearing-repo-[A-Za-z0-9]+/g, '-tmp-bearing-live-repo'],
      ],
      adapter: new ClaudeCodeAdapter(),
    });
  });
});

describe('Claude Code CLI 2.1.328, live: the Test Engineering write gate', () => {
  /**
   * A repository with a plan whose active task may write src/ only, Test Engineering selected in
   * bearing.config.json, an evaluator that routes writes outside the write set to Test Engineering, and a
   * passing receipt (so the completion gate lets the session end). The model writes one file, once.
   */
  async function runWrite(file: string) {
    const repo = new GitRepo('work');
    repos.push(repo);
    writeFiles(repo.root, {
      'docs/plan.md': leaseFirstPlan(repo.git('rev-parse', 'HEAD'), 'src/'),
      'bearing.config.json': '{"capabilities":{"test-engineering":{"selected":true}}}',
      '.bearing/test-engineering/receipt.json': '{"outcome":"PASS"}',
    });
    installEvaluator(repo.root, 'write-set');
    const target = join(repo.root, file);
    server.script({ name: 'Write', input: { file_path: target, content: 'written by the model\n' }, times: 1 });
    const run = await runClaude({ cwd: repo.root, home, baseUrl, prompt: 'write the file', allowedTools: 'Bash,Write' });
    return { target, run, toolResults: server.toolResults() };
  }

  test('(d) a Write outside the write set: denied by the real CLI, and the file does not exist afterwards', async () => {
    const { target, run, toolResults } = await runWrite('test/outside.test.ts');
    expect(run.exitCode).toBe(0);
    expect(run.result?.['permission_denials']).toEqual([
      expect.objectContaining({ tool_name: 'Write', tool_input: { file_path: target, content: 'written by the model\n' } }),
    ]);
    expect(toolResults[0]).toMatchObject({ is_error: true });
    expect(String(toolResults[0]!.content)).toBe(
      'PreToolUse:Write hook error: Bearing te_test_write: DENY_ROUTE_TO_TE — test/outside.test.ts is outside the write set of T-TE-2',
    );
    expect(existsSync(target)).toBe(false);
  });

  test('(e) a Write inside the write set: allowed, the file is written', async () => {
    const { target, run, toolResults } = await runWrite('src/inside.ts');
    expect(run.exitCode).toBe(0);
    expect(run.result?.['permission_denials']).toEqual([]);
    expect(toolResults[0]!.is_error).toBeFalsy();
    expect(readFileSync(target, 'utf8')).toBe('written by the model\n');
  });
});
