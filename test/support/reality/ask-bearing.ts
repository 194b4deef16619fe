import { join } from 'node:path';
import { REPO_ROOT } from '../fixtures';
import { runProcess } from './proc';
import { sandboxPath } from './sandbox';
import type { Sandbox } from './workspace';

/** What bearing answered: a verdict, or `error: …` when its answer could not be read. */
type BearingVerdict = 'deny' | 'ask' | 'allow' | `error: ${string}`;

export interface BearingAnswer {
  readonly verdict: BearingVerdict;
  /** The reason or rule it gave, or its raw output. */
  readonly detail: string;
}

const CLI = join(REPO_ROOT, 'hooks', 'bearing-cli.cjs');
const HOOK = join(REPO_ROOT, 'hooks', 'bearing-hook.cjs');

/**
 * bearing's environment: the workspace's HOME and PATH, and its user cache folder named (the one `~/.cache/bearing`
 * names for the command too: part of bearing's state, which the snapshot watches), nothing else.
 */
function bearingEnv(sandbox: Pick<Sandbox, 'home' | 'cache' | 'bin'>): Record<string, string> {
  return { PATH: sandboxPath(sandbox), HOME: sandbox.home, BEARING_CACHE_DIR: sandbox.cache, LANG: 'C.UTF-8' };
}

const short = (text: string) => (text.length > 400 ? `${text.slice(0, 400)}…` : text);

/** `node hooks/bearing-cli.cjs check --json --cwd <repo> -- <command>`: deny, ask, allow (`not checked` is allow). */
export async function askCheck(sandbox: Sandbox, command: string): Promise<BearingAnswer> {
  const run = await runProcess(process.execPath, [CLI, 'check', '--json', '--cwd', sandbox.repo, '--', command], {
    cwd: sandbox.repo,
    env: bearingEnv(sandbox),
    timeoutMs: 30_000,
  });
  let answer: { verdict?: unknown; rule?: unknown; reason?: unknown };
  try {
    answer = JSON.parse(run.stdout) as typeof answer;
  } catch {
    return {
      verdict: `error: bearing check exited ${run.status ?? run.signal}${run.timedOut ? ' (timed out)' : ''} without JSON`,
      detail: short(`${run.stdout}${run.stderr}${run.error ?? ''}`),
    };
  }
  const detail = [answer.rule, answer.reason].filter((x) => typeof x === 'string').join(': ');
  if (answer.verdict === 'deny' || answer.verdict === 'ask' || answer.verdict === 'allow') return { verdict: answer.verdict, detail };
  if (answer.verdict === 'not checked') return { verdict: 'allow', detail: 'not checked' };
  return { verdict: `error: bearing check answered verdict ${JSON.stringify(answer.verdict)}`, detail: short(run.stdout) };
}

/** The packaged hook, as Claude Code calls it before a Bash tool call: deny / ask by permissionDecision, anything else allow. */
export async function askHook(sandbox: Sandbox, command: string): Promise<BearingAnswer> {
  const payload = { hook_event_name: 'PreToolUse', session_id: 's1', cwd: sandbox.repo, tool_name: 'Bash', tool_input: { command } };
  const run = await runProcess(process.execPath, [HOOK, 'claude-code'], {
    cwd: sandbox.repo,
    env: bearingEnv(sandbox),
    input: JSON.stringify(payload),
    timeoutMs: 30_000,
  });
  if (run.timedOut || run.error) return { verdict: `error: the hook ${run.timedOut ? 'timed out' : run.error}`, detail: short(run.stderr) };
  let reply: { hookSpecificOutput?: { permissionDecision?: unknown; permissionDecisionReason?: unknown } } | undefined;
  try {
    reply = run.stdout.trim() === '' ? undefined : (JSON.parse(run.stdout) as typeof reply);
  } catch {
    reply = undefined;
  }
  const decision = reply?.hookSpecificOutput?.permissionDecision;
  const reason = reply?.hookSpecificOutput?.permissionDecisionReason;
  if (decision === 'deny' || decision === 'ask') return { verdict: decision, detail: typeof reason === 'string' ? reason : '' };
  return { verdict: 'allow', detail: short(`exit ${run.status}${run.stdout ? `, stdout ${run.stdout.trim()}` : ''}`) };
}

/**
 * Fills a template's user cache folder with bearing's compiled code (one `bearing check` and one hook call, in a
 * throwaway repository `scratch`), so that each row's copy starts warm, as a user's cache is after the first call.
 */
export async function warmCache(sandbox: Pick<Sandbox, 'home' | 'cache' | 'bin'>, scratch: string): Promise<void> {
  const command = 'git push origin HEAD:main';
  const env = bearingEnv(sandbox);
  const payload = { hook_event_name: 'PreToolUse', session_id: 'warm', cwd: scratch, tool_name: 'Bash', tool_input: { command } };
  const runs = await Promise.all([
    runProcess(process.execPath, [CLI, 'check', '--json', '--cwd', scratch, '--', command], { cwd: scratch, env, timeoutMs: 30_000 }),
    runProcess(process.execPath, [HOOK, 'claude-code'], { cwd: scratch, env, input: JSON.stringify(payload), timeoutMs: 30_000 }),
  ]);
  const failed = runs.find((run) => run.status === null || run.error);
  if (failed) throw new Error(`warming bearing's cache: ${failed.error ?? (failed.timedOut ? 'timed out' : `signal ${failed.signal}`)} ${failed.stderr}`);
}
