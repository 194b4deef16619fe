import { tomlTable } from '../../../setup/edit/toml/parse-toml';

/**
 * The hook events Kimi Code 2.1.0 accepts in config.toml: HOOK_EVENT_TYPES of its agent-core-v2
 * (features/externalHooks/types.ts in dist/main.mjs; all 20 observed live, shared/reference/kimi-live.md §6.1).
 */
const KIMI_HOOK_EVENTS: readonly string[] = [
  'PreToolUse',
  'PostToolUse',
  'PostToolUseFailure',
  'PermissionRequest',
  'PermissionResult',
  'UserPromptSubmit',
  'UserPromptQueued',
  'TurnStarted',
  'Stop',
  'StopFailure',
  'Interrupt',
  'SessionStart',
  'SessionEnd',
  'SessionHeartbeat',
  'SubagentStart',
  'SubagentStop',
  'TaskStarted',
  'PreCompact',
  'PostCompact',
  'Notification',
];

/** The keys a `[[hooks]]` table may have: 2.1.0's HookDefSchema is `.strict()`. */
const KEYS = new Set(['event', 'matcher', 'command', 'timeout']);

/**
 * What makes Kimi Code 2.1.0 ignore the whole `hooks` section of a config (it prints one warning, and no hook of
 * any kind runs): the first entry its schema rejects, in one line, or undefined when every entry is one it takes.
 * The schema (features/externalHooks/configSection.ts): `event` one of KIMI_HOOK_EVENTS, `matcher` a string,
 * `command` a non-empty string, `timeout` an integer 1–600, and no other key (the documented `fail_mode` is one).
 */
export function kimiHooksProblem(config: Readonly<Record<string, unknown>>): string | undefined {
  const hooks = config['hooks'];
  if (hooks === undefined) return undefined;
  if (!Array.isArray(hooks)) return '`hooks` is not a list of [[hooks]] tables';
  for (const [i, entry] of hooks.entries()) {
    const where = `hooks[${i}] (the ${ordinal(i + 1)} [[hooks]] table)`;
    const table = tomlTable(entry);
    if (!table) return `${where} is not a table`;
    const unknown = Object.keys(table).find((key) => !KEYS.has(key));
    if (unknown !== undefined) return `${where} has the key "${unknown}", which 2.1.0 does not know`;
    if (typeof table['event'] !== 'string' || !KIMI_HOOK_EVENTS.includes(table['event']))
      return `${where}: event ${JSON.stringify(table['event'] ?? null)} is not one of 2.1.0's events`;
    if (typeof table['command'] !== 'string' || table['command'] === '') return `${where}: command must be a non-empty string`;
    if (table['matcher'] !== undefined && typeof table['matcher'] !== 'string') return `${where}: matcher must be a string`;
    const timeout = table['timeout'];
    if (timeout !== undefined && !(typeof timeout === 'number' || typeof timeout === 'bigint')) return `${where}: timeout must be a whole number of seconds`;
    if (timeout !== undefined && !(Number.isInteger(Number(timeout)) && Number(timeout) >= 1 && Number(timeout) <= 600))
      return `${where}: timeout must be a whole number from 1 to 600`;
  }
  return undefined;
}

function ordinal(n: number): string {
  const suffix = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th');
  return `${n}${suffix}`;
}
