import { createHash } from 'node:crypto';

/** A Codex hooks file: event → matcher groups → command handlers. */
export interface CodexHooksFile {
  readonly hooks: Readonly<Record<string, ReadonlyArray<CodexMatcherGroup>>>;
}

export interface CodexMatcherGroup {
  readonly matcher?: string;
  readonly hooks: ReadonlyArray<{
    readonly type: string;
    readonly command: string;
    readonly timeout?: number;
    readonly async?: boolean;
    readonly statusMessage?: string | null;
  }>;
}

/** One handler's entry in `[hooks.state]`: the key Codex looks it up by and the hash that marks it reviewed. */
export interface CodexHookTrust {
  readonly key: string;
  readonly event: string;
  readonly command: string;
  readonly trustedHash: string;
}

/**
 * The trust entries that mark every handler of a hooks file as reviewed, as `/hooks` writes them: Codex runs a
 * user's hooks only once they are trusted, and skips the others without a word (observed on 0.169.0,
 * shared/reference/codex-live.md §4; `codex app-server` hooks/list reports the same keys and hashes). The key is
 * `<prefix>:<event label>:<group index>:<handler index>`: the prefix is the absolute path of a user's or a
 * project's hooks.json, or `<plugin>@<marketplace>:<hooks file>` for a plugin's. The hash is SHA-256 of the handler's
 * normalized identity as compact JSON with sorted keys.
 */
export function codexHookTrust(file: CodexHooksFile, keyPrefix: string): CodexHookTrust[] {
  const entries: CodexHookTrust[] = [];
  for (const [event, groups] of Object.entries(file.hooks)) {
    const label = codexEventLabel(event);
    groups.forEach((group, gi) => {
      group.hooks.forEach((handler, hi) => {
        const identity: Record<string, unknown> = { event_name: label, hooks: [normalizedHandler(event, handler)] };
        // Codex leaves the matcher out of the identity where it matches nothing (UserPromptSubmit, Stop).
        if (group.matcher !== undefined && event !== 'UserPromptSubmit' && event !== 'Stop') identity['matcher'] = group.matcher;
        const hash = createHash('sha256')
          .update(JSON.stringify(sortKeys(identity)))
          .digest('hex');
        entries.push({ key: `${keyPrefix}:${label}:${gi}:${hi}`, event, command: handler.command, trustedHash: `sha256:${hash}` });
      });
    });
  }
  return entries;
}

/** The `[hooks.state."<key>"]` tables of those entries, as config.toml holds them. */
export function codexTrustToml(entries: readonly CodexHookTrust[]): string {
  return entries.map((e) => `[hooks.state.${JSON.stringify(e.key)}]\nenabled = true\ntrusted_hash = ${JSON.stringify(e.trustedHash)}\n`).join('\n');
}

/** `PreToolUse` → `pre_tool_use`: the event's name in trust keys. */
function codexEventLabel(event: string): string {
  return event.replace(/([a-z])([A-Z])/g, '$1_$2').toLowerCase();
}

function normalizedHandler(event: string, handler: CodexMatcherGroup['hooks'][number]): Record<string, unknown> {
  const configured = handler.timeout ?? 0;
  // SessionEnd and Interrupt timeouts are clamped to 1–3 s (default 1); every other event defaults to 600.
  const timeout = event === 'SessionEnd' || event === 'Interrupt' ? Math.min(3, Math.max(1, configured || 1)) : Math.max(1, configured || 600);
  return {
    type: 'command',
    command: handler.command,
    timeout,
    async: handler.async ?? false,
    ...(handler.statusMessage != null && { statusMessage: handler.statusMessage }),
  };
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, sortKeys((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}
