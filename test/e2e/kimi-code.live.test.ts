import { chmodSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { REPO_ROOT } from '../support/fixtures';
import { GitRepo } from '../support/git-repo';
import { ChatCompletionsMockServer } from './support/chat-completions-mock.server';
import { kimiDoctor, pluginHookEvents, prepareKimiHome, runKimi, tomlHookEvents, type KimiHome } from './support/kimi-cli';
import { capturedRegistrations, checkLiveFixtures, expectRegistrations, pick, type Payload } from './support/live-capture';
import { KimiCodeAdapter } from '../../src/hosts/kimi-code/kimi-code.adapter';

/**
 * The real Kimi Code CLI (pinned devDependency, run on a pinned Node 22) with bearing installed from a clone
 * of this repository as `/plugins install <clone>` installs it (a copy under <KIMI_CODE_HOME>/plugins/managed;
 * kimi-cli.ts installLikeTui), offline against a scripted Chat Completions API on 127.0.0.1. Set
 * BEARING_CAPTURE_FIXTURES=1 to rewrite fixtures/kimi-code/live from this run; otherwise the committed
 * fixtures must still have the live payloads' shape. The plugin's manifest registers only the events some
 * policy listens to on Kimi; the other events the fixtures need are registered by the test in config.toml
 * (`[[hooks]]` tables), capture-only, and kept apart.
 */
const CLI_VERSION = '2.1.0';
/** The events the fixtures need that .kimi-plugin/plugin.json does not register: this test's own registration, for capture only. */
const CAPTURE_ONLY = ['SessionStart', 'UserPromptSubmit', 'PostToolUse', 'PostToolUseFailure', 'Stop'];
/** The events `kimi -p` with one Bash call fires that the fixtures need, in order: PostToolUse when the call ran, PostToolUseFailure when it was denied. */
const produced = (ran: boolean) => ['SessionStart', 'UserPromptSubmit', 'PreToolUse', ran ? 'PostToolUse' : 'PostToolUseFailure', 'Stop'];
const server = new ChatCompletionsMockServer();
let baseUrl: string;
let kimi: KimiHome;
const captureDir = mkdtempSync(join(tmpdir(), 'bearing-capture-'));
const cacheDir = mkdtempSync(join(tmpdir(), 'bearing-cache-'));
const repos: GitRepo[] = [];
const hooksToml = readFileSync(join(REPO_ROOT, 'hooks', 'kimi-code.hooks.toml'), 'utf8');
const scratchFolders = [captureDir, cacheDir];

beforeAll(async () => {
  baseUrl = await server.start();
  kimi = prepareKimiHome({ baseUrl, captureOnly: CAPTURE_ONLY });
  scratchFolders.push(kimi.home);
});
afterAll(async () => {
  await server.stop();
  for (const r of repos) r.remove();
  for (const folder of scratchFolders) rmSync(folder, { recursive: true, force: true });
});

function scratchHome(options: Parameters<typeof prepareKimiHome>[0]): KimiHome {
  const home = prepareKimiHome(options);
  scratchFolders.push(home.home);
  return home;
}

async function runWithCommand(command: string, home: KimiHome = kimi, env: Record<string, string> = {}) {
  const repo = new GitRepo('work');
  repos.push(repo);
  server.script({ command });
  const capture = join(captureDir, `${command.replace(/\W+/g, '-')}-${repos.length}`);
  const run = await runKimi({
    cwd: repo.root,
    kimi: home,
    prompt: 'make a branch',
    env: { BEARING_CAPTURE_DIR: capture, BEARING_CACHE_DIR: cacheDir, ...env },
  });
  return { repo, run, toolResults: server.toolResults(), requests: [...server.requests], captured: capturedRegistrations(capture) };
}

describe(`Kimi Code CLI ${CLI_VERSION}, live`, () => {
  let denied: Awaited<ReturnType<typeof runWithCommand>>;
  let allowed: Awaited<ReturnType<typeof runWithCommand>>;

  test('(a) the model asks for `git checkout -b main`: denied, the branch does not exist, the model is told why', async () => {
    denied = await runWithCommand('git checkout -b main');
    expect(denied.run.exitCode).toBe(0);
    expect(denied.toolResults).toHaveLength(1);
    expect(denied.toolResults[0]).toMatch(
      /<system>ERROR: Tool execution failed\.<\/system>\nprotected_ref: main \(rule: create_protected_branch, `git checkout -b`\)\. /,
    );
    expect(denied.repo.branches()).toEqual(['work']);
    // Every plugin hook that -p mode fires ran (the deny among them), and only those of the installed manifest;
    // each event was answered once, as kimi-code, by one of the two registrations.
    expectRegistrations(denied.captured, {
      host: 'kimi-code',
      shipped: pluginHookEvents(kimi.pluginRoot!),
      captureOnly: kimi.captureOnly,
      produced: produced(false),
    });
  }, 60_000);

  test('(b) the model asks for `git checkout -b feature/x`: allowed, the branch exists', async () => {
    allowed = await runWithCommand('git checkout -b feature/x');
    expect(allowed.run.exitCode).toBe(0);
    expect(allowed.toolResults).toHaveLength(1);
    expect(allowed.toolResults[0]).toContain("Switched to a new branch 'feature/x'");
    expect(allowed.repo.branches().sort()).toEqual(['feature/x', 'work']);
    expectRegistrations(allowed.captured, {
      host: 'kimi-code',
      shipped: pluginHookEvents(kimi.pluginRoot!),
      captureOnly: kimi.captureOnly,
      produced: produced(true),
    });
  }, 60_000);

  test('(c) live payloads: every event Kimi sent decodes and matches the committed fixture', () => {
    const deniedPayloads = denied.captured.all.map((c) => c.payload);
    const allowedPayloads = allowed.captured.all.map((c) => c.payload);
    const live: Record<string, Payload> = {
      'session-start.startup.json': pick(deniedPayloads, 'SessionStart'),
      'user-prompt-submit.json': pick(deniedPayloads, 'UserPromptSubmit'),
      'pre-tool-use.bash-checkout-main.json': pick(deniedPayloads, 'PreToolUse'),
      'pre-tool-use.bash-checkout-feature.json': pick(allowedPayloads, 'PreToolUse'),
      'post-tool-use.bash.json': pick(allowedPayloads, 'PostToolUse'),
      'post-tool-use-failure.denied.json': pick(deniedPayloads, 'PostToolUseFailure'),
      'stop.json': pick(deniedPayloads, 'Stop'),
    };
    checkLiveFixtures({
      host: 'kimi-code',
      version: CLI_VERSION,
      how: 'test/e2e/kimi-code.live.test.ts (kimi -p, bearing as a local plugin, scripted Chat Completions API on 127.0.0.1)',
      live,
      replacements: repos.map((r) => [r.root, '/tmp/bearing-live-repo'] as const),
      adapter: new KimiCodeAdapter(),
    });
  });

  test('(d) `kimi doctor` accepts the generated [[hooks]] tables, and rejects them with one unknown key added', () => {
    const valid = kimiDoctor(scratchHome({ baseUrl, plugin: false, extraConfig: hooksToml }));
    expect(valid.stdout).toContain('All checked config files are valid.');
    expect(valid.exitCode).toBe(0);
    // The control: the key Kimi's own docs name, which 2.1.0 does not know, invalidates the section.
    const broken = kimiDoctor(scratchHome({ baseUrl, plugin: false, extraConfig: hooksToml.replace('timeout = 30', 'timeout = 30\nfail_mode = "closed"') }));
    expect(broken.exitCode).toBe(1);
    expect(`${broken.stdout}${broken.stderr}`).toMatch(/Unrecognized key: "failMode"/);
  }, 60_000);

  test("(e) the generated [[hooks]] tables, with the package's bins on PATH as a global install puts them, deny live too", async () => {
    // npm links every bin package.json declares (a symbolic link to the package's file, whose folder holds the files
    // the hook loads beside it) and makes it executable; links do the same here.
    const bin = mkdtempSync(join(tmpdir(), 'bearing-bin-'));
    scratchFolders.push(bin);
    const declared = (JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { bin: Record<string, string> }).bin;
    for (const [name, file] of Object.entries(declared)) {
      symlinkSync(join(REPO_ROOT, file), join(bin, name));
      chmodSync(join(REPO_ROOT, file), 0o755);
    }
    // The generated tables are the shipped registration here; the capture-only tables follow them in config.toml.
    const home = scratchHome({ baseUrl, plugin: false, extraConfig: hooksToml, captureOnly: CAPTURE_ONLY });
    const run = await runWithCommand('git checkout -b main', home, { PATH: `${bin}:${dirname(process.execPath)}:/usr/local/bin:/usr/bin:/bin` });
    expect(run.repo.branches()).toEqual(['work']);
    expect(run.toolResults[0]).toContain('protected_ref: main');
    expectRegistrations(run.captured, { host: 'kimi-code', shipped: tomlHookEvents(hooksToml), captureOnly: home.captureOnly, produced: produced(false) });
  }, 60_000);

  test("(f) the installed plugin's skill `bearing` reaches the model, read from the installed copy", () => {
    // Kimi lists plugin skills under "### Extra" in the system prompt, the description cut at 200 characters.
    const body = denied.requests[0]!.body as { messages: Array<{ role: string; content: unknown }> };
    const system = String(body.messages.find((m) => m.role === 'system')?.content);
    const listed = /^### Extra\n- bearing: (.+)\n {2}Path: (.+)$/m.exec(system);
    const description = /^description: (.+)$/m.exec(readFileSync(join(REPO_ROOT, 'skills', 'bearing', 'SKILL.md'), 'utf8'))![1]!;
    expect(listed && { path: listed[2], shown: description.startsWith(listed[1]!.replace(/\.\.\.$/, '')) }).toEqual({
      path: join(kimi.pluginRoot!, 'skills', 'bearing', 'SKILL.md'),
      shown: true,
    });
    expect(kimi.pluginRoot).toBe(join(kimi.kimiHome, 'plugins', 'managed', 'bearing'));
  });
});
