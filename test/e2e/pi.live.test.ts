import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { ACTIVATION_ADVICE_WITHOUT_PLAN } from '../support/expected-replies';
import { FIXTURES, REPO_ROOT } from '../support/fixtures';
import { GitRepo } from '../support/git-repo';
import type { ChildOutput } from './support/child-output';
import { capturedPayloads, checkLiveFixtures, type Payload } from './support/live-capture';
import { piCommand, PiChatCompletionsServer, preparePiHome, runPi, type PiHome } from './support/pi-cli';
import { PiAdapter } from '../../src/hosts/pi/pi.adapter';
import { READY_RECOVERY } from '../../src/policies/activation/activation.advice';

/**
 * The real Pi coding agent (pinned devDependency, run on a pinned Node 22) loading bearing the way a user loads it:
 * `pi install <this repository>` into a throw-away HOME, then plain `pi -p` runs; and once `pi -e <this repository>`.
 * Offline, against the shared scripted Chat Completions API on 127.0.0.1. Pi loads package.json's `pi.extensions`
 * (hooks/pi-extension.cjs) into its own process and `pi.skills` (skills/bearing). Set BEARING_CAPTURE_FIXTURES=1 to
 * rewrite fixtures/pi/live from this run; otherwise the committed fixtures must still have the live payloads' shape.
 */
const CLI_VERSION = '1.6.0';
/** Pi skips a configured package it cannot find without a word: every run that should be guarded proves it was. */
const LOADED_EVENTS = ['agent_end', 'before_agent_start', 'session_shutdown', 'session_start', 'tool_call'];
const PLAN = [
  '# Plan',
  '',
  '- journey: J-live',
  '',
  '### task_id: T1',
  '- status: IN_PROGRESS',
  '- assigned_role: implementer',
  '- next_action: write the test',
  '',
].join('\n');

const server = new PiChatCompletionsServer();
const scratch = mkdtempSync(join(tmpdir(), 'bearing-pi-live-'));
const cacheDir = join(scratch, 'cache');
const homes: PiHome[] = [];
const repos: GitRepo[] = [];
/** A home with bearing installed by `pi install`, and one without it (for `pi -e` and the control). */
let installed: PiHome;
let bare: PiHome;
let install: ChildOutput;

beforeAll(async () => {
  const baseUrl = await server.start();
  installed = preparePiHome(baseUrl);
  bare = preparePiHome(baseUrl);
  homes.push(installed, bare);
  install = piCommand(installed, ['install', REPO_ROOT]);
}, 60_000);
afterAll(async () => {
  await server.stop();
  for (const x of [...homes, ...repos]) x.remove();
  rmSync(scratch, { recursive: true, force: true });
});

interface Run {
  readonly repo: GitRepo;
  readonly run: ChildOutput;
  /** Each request body Pi sent to the model, as JSON text. */
  readonly bodies: string[];
  readonly toolResults: string[];
  readonly captured: Payload[];
  readonly types: string[];
  /** The host each captured payload was answered as. */
  readonly hosts: Set<string>;
}

async function runWith(command: string | undefined, options: { pi?: PiHome; extraArgs?: string[]; plan?: boolean; prompts?: string[] } = {}): Promise<Run> {
  const repo = new GitRepo('work');
  repos.push(repo);
  if (options.plan) {
    repo.write('plan.md', PLAN);
    repo.git('add', 'plan.md');
    repo.git('commit', '-q', '-m', 'plan');
  }
  server.script(command === undefined ? undefined : { command });
  const capture = join(scratch, `capture-${repos.length}`);
  const run = await runPi({
    cwd: repo.root,
    pi: options.pi ?? installed,
    prompts: options.prompts ?? ['make a branch'],
    extraArgs: options.extraArgs ?? [],
    env: { BEARING_CAPTURE_DIR: capture, BEARING_CACHE_DIR: cacheDir },
  });
  const kept = capturedPayloads(capture);
  const captured = kept.map((c) => c.payload);
  return {
    repo,
    run,
    bodies: server.requests.map((r) => JSON.stringify(r.body)),
    toolResults: server.toolResults(),
    captured,
    // Sorted: capture files are ordered by their millisecond, and two events can share one.
    types: captured.map((p) => String(p['type'])).sort(),
    hosts: new Set(kept.map((c) => c.host)),
  };
}

function pickType(payloads: readonly Payload[], type: string): Payload {
  const found = payloads.find((p) => p['type'] === type);
  if (!found) throw new Error(`no live ${type} payload was captured`);
  return found;
}

/** The system message of a request Pi sent: where Pi lists the skills it loaded. */
function systemMessage(body: string): string {
  const messages = (JSON.parse(body) as { messages: Array<{ role: string; content: unknown }> }).messages;
  const system = messages.find((m) => m.role === 'system');
  return typeof system?.content === 'string' ? system.content : JSON.stringify(system?.content ?? '');
}

const occurrences = (text: string, needle: string) => text.split(needle).length - 1;

describe(`Pi ${CLI_VERSION}, live`, () => {
  let denied: Run;
  let allowed: Run;

  test('(a) `pi install <repository>` registers the package in place, in $HOME/.pi/agent/settings.json', () => {
    expect(install).toMatchObject({ exitCode: 0, stderr: '' });
    expect(install.stdout).toContain(`Installed ${REPO_ROOT}`);
    const settings = JSON.parse(readFileSync(join(installed.agentDir, 'settings.json'), 'utf8')) as { packages: string[] };
    // A local path is recorded relative to the settings file, and nothing is copied into the home.
    expect(settings).toEqual({ packages: [relative(installed.agentDir, REPO_ROOT)] });
    expect(resolve(installed.agentDir, settings.packages[0]!)).toBe(REPO_ROOT);
    expect(readdirSync(installed.agentDir).sort()).toEqual(['models.json', 'settings.json']);
  });

  test('(b) the model asks for `git checkout -b main`: blocked, the branch does not exist, the model is told why', async () => {
    denied = await runWith('git checkout -b main');
    expect(denied.run).toMatchObject({ exitCode: 0, stderr: '' });
    expect(denied.repo.branches()).toEqual(['work']);
    expect(denied.bodies).toHaveLength(2);
    expect(denied.toolResults).toHaveLength(1);
    expect(denied.toolResults[0]!.startsWith('protected_ref: main (rule: create_protected_branch, `git checkout -b`). ')).toBe(true);
    // The extension ran in Pi (every event it listens to in -p mode, answered as pi; no tool_result for a blocked call),
    // and Pi loaded the package's skill.
    expect(denied.types).toEqual(LOADED_EVENTS);
    expect(denied.hosts).toEqual(new Set(['pi']));
    expect(pickType(denied.captured, 'tool_call')).toMatchObject({ toolName: 'bash', input: { command: 'git checkout -b main' } });
    // Each payload is Pi's event plus what the extension adds from the handler's context: the cwd and one session id.
    expect(new Set(denied.captured.map((p) => p['cwd']))).toEqual(new Set([denied.repo.root]));
    const sessions = new Set(denied.captured.map((p) => p['sessionId']));
    expect(sessions.size).toBe(1);
    expect([...sessions][0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(systemMessage(denied.bodies[0]!)).toMatch(/<available_skills>[\s\S]*<name>bearing<\/name>[\s\S]*<\/available_skills>/);
    expect(systemMessage(denied.bodies[0]!)).toContain(`<location>${join(REPO_ROOT, 'skills', 'bearing', 'SKILL.md')}</location>`);
    // No plan in this workspace: the activation advice is its one line, once (as a JSON string in the request body).
    expect(occurrences(denied.bodies[0]!, JSON.stringify(ACTIVATION_ADVICE_WITHOUT_PLAN))).toBe(1);
  }, 30_000);

  test('(c) the model asks for `git checkout -b feature/x`: it runs, the branch exists', async () => {
    allowed = await runWith('git checkout -b feature/x');
    expect(allowed.run).toMatchObject({ exitCode: 0, stderr: '' });
    expect(allowed.repo.branches().sort()).toEqual(['feature/x', 'work']);
    expect(allowed.toolResults).toHaveLength(1);
    expect(allowed.toolResults[0]).toContain("Switched to a new branch 'feature/x'");
    expect(allowed.types).toEqual([...LOADED_EVENTS, 'tool_result'].sort());
  }, 30_000);

  test('(d) a workspace with a plan: the activation advice reaches the model once, with the first prompt, and stays once', async () => {
    const planned = await runWith('git status --short', { plan: true, prompts: ['first prompt', 'second prompt'] });
    expect(planned.run).toMatchObject({ exitCode: 0, stderr: '' });
    // Two prompts, each a tool call and an answer to its result: four requests, each carrying the advice exactly once.
    expect(planned.bodies).toHaveLength(4);
    expect(planned.bodies.map((b) => occurrences(b, 'Bearing activation: ADVISE'))).toEqual([1, 1, 1, 1]);
    const messages = (JSON.parse(planned.bodies[0]!) as { messages: Array<{ role: string; content: unknown }> }).messages;
    // Pi sends the extension's message as a user message of its own, after the prompt.
    expect(messages.map((m) => m.role)).toEqual(['system', 'user', 'user']);
    expect(JSON.stringify(messages[1]!.content)).toContain('first prompt');
    const advice = (messages[2]!.content as Array<{ type: string; text: string }>).map((c) => c.text).join('');
    expect(advice.split('\n').slice(0, 4)).toEqual([
      'Bearing activation: ADVISE',
      'reason: context_ready',
      `recovery: ${READY_RECOVERY}`,
      'task: T1 (plan.md:5)',
    ]);
    // The session's startup offer comes in the same message (the plan's task is not this new session's own).
    expect(advice).toContain('<bearing-task-offer>\n');
    expect(advice).toContain('{"task_id":"T1","status":"IN_PROGRESS","next_action":"write the test","plan":"plan.md:5"}\n</bearing-task-offer>');
    expect(planned.bodies.map((b) => occurrences(b, '<bearing-task-offer>'))).toEqual([1, 1, 1, 1]);
    // The second prompt adds no message of bearing's: it is the request's last message, right after the first answer.
    const third = (JSON.parse(planned.bodies[2]!) as { messages: Array<{ role: string; content: unknown }> }).messages;
    expect(third.map((m) => m.role)).toEqual(['system', 'user', 'user', 'assistant', 'tool', 'assistant', 'user']);
    expect(JSON.stringify(third.at(-1)!.content)).toContain('second prompt');
    expect(planned.types.filter((t) => t === 'before_agent_start')).toHaveLength(2);
    expect(planned.types.filter((t) => t === 'session_start')).toHaveLength(1);
    // The offer is remembered under the session id the extension read from Pi's session manager.
    const sessionId = String(pickType(planned.captured, 'session_start')['sessionId']);
    const record = JSON.parse(readFileSync(join(planned.repo.root, '.git', 'bearing', 'sessions', 'pi', `${sessionId}.json`), 'utf8')) as Record<
      string,
      unknown
    >;
    expect(record).toMatchObject({ host: 'pi', sessionId });
  }, 30_000);

  test('(e) `pi -e <repository>` loads bearing too, alone or on top of the install (once): `git checkout -b main` is blocked', async () => {
    const flagged = await runWith('git checkout -b main', { pi: bare, extraArgs: ['-e', REPO_ROOT] });
    expect(flagged.run).toMatchObject({ exitCode: 0, stderr: '' });
    expect(flagged.repo.branches()).toEqual(['work']);
    expect(flagged.toolResults[0]!.startsWith('protected_ref: main (rule: create_protected_branch')).toBe(true);
    expect(flagged.types).toEqual(LOADED_EVENTS);
    expect(systemMessage(flagged.bodies[0]!)).toContain('<name>bearing</name>');
    // Installed and named with -e as well: Pi loads the package once, so every event and the advice come once.
    const both = await runWith('git checkout -b main', { extraArgs: ['-e', REPO_ROOT] });
    expect(both.run).toMatchObject({ exitCode: 0, stderr: '' });
    expect(both.repo.branches()).toEqual(['work']);
    expect(both.types).toEqual(LOADED_EVENTS);
    expect(both.bodies.map((b) => occurrences(b, JSON.stringify(ACTIVATION_ADVICE_WITHOUT_PLAN)))).toEqual([1, 1]);
    expect(occurrences(systemMessage(both.bodies[0]!), '<name>bearing</name>')).toBe(1);
  }, 30_000);

  test('(f) the control: a package path that does not exist is skipped in silence, and `main` is created', async () => {
    // What the assertions on captured events and skills guard against: Pi neither fails nor says a word.
    writeFileSync(join(bare.agentDir, 'settings.json'), `${JSON.stringify({ packages: [join(scratch, 'no-such-package')] })}\n`);
    const control = await runWith('git checkout -b main', { pi: bare });
    rmSync(join(bare.agentDir, 'settings.json'));
    expect(control.run).toMatchObject({ exitCode: 0, stderr: '' });
    expect(control.repo.branches().sort()).toEqual(['main', 'work']);
    expect(control.toolResults[0]).toContain("Switched to a new branch 'main'");
    expect(control.captured).toEqual([]);
    expect(systemMessage(control.bodies[0]!)).not.toContain('<name>bearing</name>');
  }, 30_000);

  test('(g) live payloads: every event Pi sent decodes and matches the committed fixture', () => {
    const live: Record<string, Payload> = {
      'session-start.startup.json': pickType(denied.captured, 'session_start'),
      'before-agent-start.json': pickType(denied.captured, 'before_agent_start'),
      'tool-call.bash-checkout-main.json': pickType(denied.captured, 'tool_call'),
      'tool-call.bash-checkout-feature.json': pickType(allowed.captured, 'tool_call'),
      'tool-result.bash.json': pickType(allowed.captured, 'tool_result'),
      'agent-end.json': pickType(denied.captured, 'agent_end'),
      'session-shutdown.json': pickType(denied.captured, 'session_shutdown'),
    };
    expect(pickType(denied.captured, 'session_start')['reason']).toBe('startup');
    // Stable stand-ins for this run's paths: the relative package path first (it ends with the repository's path).
    const stableHome = '/tmp/bearing-live-home';
    const stablePackage = '/tmp/bearing-live-package';
    checkLiveFixtures({
      host: 'pi',
      version: CLI_VERSION,
      how: 'test/e2e/pi.live.test.ts (pi install <bearing>, then pi -p, scripted Chat Completions API on 127.0.0.1)',
      live,
      replacements: [
        [relative(installed.agentDir, REPO_ROOT), relative(join(stableHome, '.pi', 'agent'), stablePackage)],
        ...repos.map((r) => [r.root, '/tmp/bearing-live-repo'] as const),
        ...homes.map((h) => [h.home, stableHome] as const),
        [REPO_ROOT, stablePackage],
      ],
      adapter: new PiAdapter(),
    });
    // Pi hands the extension its whole system prompt and, at agent_end, the whole conversation: still small.
    for (const name of Object.keys(live)) {
      const file = join(FIXTURES, 'pi', 'live', name);
      expect({ name, small: existsSync(file) && statSync(file).size < 24_000 }).toEqual({ name, small: true });
      expect({ name, machinePaths: /bearing-(repo|pi-home|pi-live)-/.test(readFileSync(file, 'utf8')) }).toEqual({ name, machinePaths: false });
    }
  });
});
