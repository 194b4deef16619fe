import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GitRepo } from '../support/git-repo';
import { prepareCodexHome, runCodex, type CodexHome } from './support/codex-cli';
import { capturedPayloads, checkLiveFixtures, pick, type Payload } from './support/live-capture';
import { ResponsesMockServer } from './support/responses-mock.server';
import { CodexAdapter } from '../../src/hosts/codex/codex.adapter';

/**
 * The real Codex CLI (pinned devDependency) with bearing installed as a plugin by the CLI itself, offline
 * against a scripted Responses API on 127.0.0.1. Set BEARING_CAPTURE_FIXTURES=1 to rewrite fixtures/codex/live
 * from this run; otherwise the committed fixtures must still have the live payloads' shape.
 */
const CLI_VERSION = '0.169.0';
const server = new ResponsesMockServer();
let origin: string;
let codexHome: CodexHome;
const captureDir = mkdtempSync(join(tmpdir(), 'bearing-capture-'));
const cacheDir = mkdtempSync(join(tmpdir(), 'bearing-cache-'));
const repos: GitRepo[] = [];

beforeAll(async () => {
  origin = await server.start();
  codexHome = prepareCodexHome(`${origin}/v1`, origin);
}, 60_000);
afterAll(async () => {
  await server.stop();
  repos.forEach((r) => r.remove());
});

async function runWithCommand(command: string) {
  const repo = new GitRepo('work');
  repos.push(repo);
  server.script({ command });
  const capture = join(captureDir, command.replace(/\W+/g, '-'));
  const run = await runCodex({
    cwd: repo.root,
    codexHome,
    proxyUrl: origin,
    prompt: 'make a branch',
    env: { BEARING_CAPTURE_DIR: capture, BEARING_CACHE_DIR: cacheDir },
  });
  return { repo, run, toolOutputs: server.toolOutputs(), captured: capturedPayloads(capture) };
}

const events = (captured: Array<{ payload: Payload }>) => captured.map((c) => c.payload['hook_event_name']);

describe(`Codex CLI ${CLI_VERSION}, live`, () => {
  let denied: Awaited<ReturnType<typeof runWithCommand>>;
  let allowed: Awaited<ReturnType<typeof runWithCommand>>;

  test('(a) the model asks for `git checkout -b main`: denied, the branch does not exist, the model is told why', async () => {
    denied = await runWithCommand('git checkout -b main');
    expect(denied.run.exitCode).toBe(0);
    expect(denied.toolOutputs).toHaveLength(1);
    expect(denied.toolOutputs[0]).toMatch(/^Command blocked by PreToolUse hook: protected_ref: main \(rule: create_protected_branch, `git checkout -b`\)\. .*Command: git checkout -b main$/s);
    expect(denied.repo.branches()).toEqual(['work']);
    // The trusted plugin hooks ran (an untrusted one is skipped without a word), and only bearing's Codex hooks did.
    expect(events(denied.captured)).toEqual(['SessionStart', 'UserPromptSubmit', 'PreToolUse', 'Stop', 'SessionEnd']);
    expect(new Set(denied.captured.map((c) => c.host))).toEqual(new Set(['codex']));
  });

  test('(b) the model asks for `git checkout -b feature/x`: allowed, the branch exists', async () => {
    allowed = await runWithCommand('git checkout -b feature/x');
    expect(allowed.run.exitCode).toBe(0);
    expect(allowed.toolOutputs).toHaveLength(1);
    expect(allowed.toolOutputs[0]).toContain("Switched to a new branch 'feature/x'");
    expect(allowed.repo.branches().sort()).toEqual(['feature/x', 'work']);
    expect(allowed.repo.git('branch', '--show-current')).toBe('feature/x');
    expect(events(allowed.captured)).toEqual(['SessionStart', 'UserPromptSubmit', 'PreToolUse', 'PostToolUse', 'Stop', 'SessionEnd']);
  });

  test('(c) live payloads: every event Codex sent decodes and matches the committed fixture', () => {
    const deniedPayloads = denied.captured.map((c) => c.payload);
    const allowedPayloads = allowed.captured.map((c) => c.payload);
    const live: Record<string, Payload> = {
      'session-start.startup.json': pick(deniedPayloads, 'SessionStart'),
      'user-prompt-submit.json': pick(deniedPayloads, 'UserPromptSubmit'),
      'pre-tool-use.bash-checkout-main.json': pick(deniedPayloads, 'PreToolUse'),
      'pre-tool-use.bash-checkout-feature.json': pick(allowedPayloads, 'PreToolUse'),
      'post-tool-use.bash.json': pick(allowedPayloads, 'PostToolUse'),
      'stop.json': pick(deniedPayloads, 'Stop'),
      'session-end.json': pick(deniedPayloads, 'SessionEnd'),
    };
    checkLiveFixtures({
      host: 'codex',
      version: CLI_VERSION,
      how: 'test/e2e/codex.live.test.ts (codex exec, bearing installed as a plugin, scripted Responses API on 127.0.0.1)',
      live,
      replacements: [...repos.map((r) => [r.root, '/tmp/bearing-live-repo'] as const), [codexHome.home, '/tmp/bearing-live-home']],
      adapter: new CodexAdapter(),
    });
  });
});
