import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { GitRepo } from '../support/git-repo';
import { prepareCodexHome, runCodex, type CodexHome } from './support/codex-cli';
import { REPO_ROOT } from '../support/fixtures';
import { capturedRegistrations, checkLiveFixtures, expectRegistrations, pick, type Payload } from './support/live-capture';
import { ResponsesMockServer } from './support/responses-mock.server';
import { CodexAdapter } from '../../src/hosts/codex/codex.adapter';

/**
 * The real Codex CLI (pinned devDependency) with bearing installed as a plugin by the CLI itself, offline
 * against a scripted Responses API on 127.0.0.1. Set BEARING_CAPTURE_FIXTURES=1 to rewrite fixtures/codex/live
 * from this run; otherwise the committed fixtures must still have the live payloads' shape. The plugin's
 * hooks file registers only the events some policy listens to; the other events the fixtures need are
 * registered by the test in CODEX_HOME (hooks.json, trusted like the plugin's), capture-only, and kept apart.
 */
const CLI_VERSION = '0.169.0';
/** The events the fixtures need that hooks/codex-hooks.json does not register: this test's own registration, for capture only. */
const CAPTURE_ONLY = ['UserPromptSubmit', 'PostToolUse', 'SessionEnd'];
/** The events a `codex exec` with one shell call fires (each a hooks file can register), in order; PostToolUse only when the call ran. */
const produced = (ran: boolean) => ['SessionStart', 'UserPromptSubmit', 'PreToolUse', ...(ran ? ['PostToolUse'] : []), 'Stop', 'SessionEnd'];
const server = new ResponsesMockServer();
let origin: string;
let codexHome: CodexHome;
const captureDir = mkdtempSync(join(tmpdir(), 'bearing-capture-'));
const cacheDir = mkdtempSync(join(tmpdir(), 'bearing-cache-'));
const repos: GitRepo[] = [];
const scratchFolders: string[] = [captureDir, cacheDir];

beforeAll(async () => {
  origin = await server.start();
  codexHome = prepareCodexHome(`${origin}/v1`, origin, { captureOnly: CAPTURE_ONLY });
  scratchFolders.push(codexHome.home);
}, 60_000);
afterAll(async () => {
  await server.stop();
  for (const r of repos) r.remove();
  // Each holds a clone-like copy of the repository and the installed plugin.
  for (const folder of scratchFolders) rmSync(folder, { recursive: true, force: true });
});

async function runWithCommand(command: string, home: CodexHome = codexHome) {
  const repo = new GitRepo('work');
  repos.push(repo);
  server.script({ command });
  const capture = join(captureDir, `${command.replace(/\W+/g, '-')}-${repos.length}`);
  const run = await runCodex({
    cwd: repo.root,
    codexHome: home,
    proxyUrl: origin,
    prompt: 'make a branch',
    env: { BEARING_CAPTURE_DIR: capture, BEARING_CACHE_DIR: cacheDir },
  });
  return { repo, run, toolOutputs: server.toolOutputs(), requests: [...server.requests], captured: capturedRegistrations(capture) };
}

/** Which registration answered each event: the installed plugin's (hooks file named by its manifest) or the capture-only one. */
function expectCodexRegistrations(outcome: Awaited<ReturnType<typeof runWithCommand>>, home: CodexHome, ran: boolean): void {
  expectRegistrations(outcome.captured, { host: 'codex', shipped: home.shipped, captureOnly: home.captureOnly, produced: produced(ran) });
}

/**
 * The plugin skills the model was offered in one request, as Codex 0.169.0 lists them: `- <plugin>:<skill>:
 * <description> (file: <root>/<path>)` under "### Available skills", with each root spelled out in a
 * "### Skill roots" table (`- \`r1\` = \`<folder>\``). Returned with the root expanded.
 */
function offeredSkills(request: { body: Record<string, unknown> }): Array<{ name: string; description: string; file: string }> {
  const strings: string[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === 'string') strings.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(request.body);
  const prompt = strings.join('\n');
  const roots = new Map([...prompt.matchAll(/^- `(r\d+)` = `(.+)`$/gm)].map((m) => [m[1]!, m[2]!] as const));
  return [...prompt.matchAll(/^- ([\w-]+:[\w-]+): (.*) \(file: (r\d+)\/(.+)\)$/gm)].map((m) => ({
    name: m[1]!,
    description: m[2]!,
    file: `${roots.get(m[3]!) ?? m[3]}/${m[4]}`,
  }));
}

describe(`Codex CLI ${CLI_VERSION}, live`, () => {
  let denied: Awaited<ReturnType<typeof runWithCommand>>;
  let allowed: Awaited<ReturnType<typeof runWithCommand>>;

  test('(a) the model asks for `git checkout -b main`: denied, the branch does not exist, the model is told why', async () => {
    denied = await runWithCommand('git checkout -b main');
    expect(denied.run.exitCode).toBe(0);
    expect(denied.toolOutputs).toHaveLength(1);
    expect(denied.toolOutputs[0]).toMatch(
      /^Command blocked by PreToolUse hook: protected_ref: main \(rule: create_protected_branch, `git checkout -b`\)\. .*Command: git checkout -b main$/s,
    );
    expect(denied.repo.branches()).toEqual(['work']);
    // The trusted plugin hooks ran (an untrusted one is skipped without a word), and only bearing's Codex hooks
    // did: the deny came through the plugin, each event was answered once, by one of the two registrations.
    expectCodexRegistrations(denied, codexHome, false);
  });

  test('(b) the model asks for `git checkout -b feature/x`: allowed, the branch exists', async () => {
    allowed = await runWithCommand('git checkout -b feature/x');
    expect(allowed.run.exitCode).toBe(0);
    expect(allowed.toolOutputs).toHaveLength(1);
    expect(allowed.toolOutputs[0]).toContain("Switched to a new branch 'feature/x'");
    expect(allowed.repo.branches().sort()).toEqual(['feature/x', 'work']);
    expect(allowed.repo.git('branch', '--show-current')).toBe('feature/x');
    expectCodexRegistrations(allowed, codexHome, true);
  });

  test('(c) live payloads: every event Codex sent decodes and matches the committed fixture', () => {
    const deniedPayloads = denied.captured.all.map((c) => c.payload);
    const allowedPayloads = allowed.captured.all.map((c) => c.payload);
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

  test('(d) the installed plugin gives the model the skill `bearing`, read from the plugin cache', () => {
    const description = /^description: (.+)$/m.exec(readFileSync(join(REPO_ROOT, 'skills', 'bearing', 'SKILL.md'), 'utf8'))![1];
    expect(denied.requests.length).toBeGreaterThan(0);
    expect(offeredSkills(denied.requests[0]!).filter((s) => s.name.startsWith('bearing:'))).toEqual([
      { name: 'bearing:bearing', description, file: join(codexHome.installed, 'skills', 'bearing', 'SKILL.md') },
    ]);
  });

  test('(e) HOME, CODEX_HOME, the installed plugin root and the clone all with a space in their path: the hooks still deny', async () => {
    const spaced = prepareCodexHome(`${origin}/v1`, origin, { space: true, captureOnly: CAPTURE_ONLY });
    scratchFolders.push(dirname(spaced.home));
    expect(spaced.installed).toContain(' ');
    expect(spaced.marketplace).toContain(' ');
    const run = await runWithCommand('git checkout -b main', spaced);
    expect(run.run.exitCode).toBe(0);
    expect(run.toolOutputs).toEqual([
      expect.stringMatching(/^Command blocked by PreToolUse hook: protected_ref: main \(rule: create_protected_branch, `git checkout -b`\)\. /),
    ]);
    expect(run.repo.branches()).toEqual(['work']);
    expectCodexRegistrations(run, spaced, false);
    expect(offeredSkills(run.requests[0]!).map((s) => s.file)).toContain(join(spaced.installed, 'skills', 'bearing', 'SKILL.md'));
  }, 60_000);
});
