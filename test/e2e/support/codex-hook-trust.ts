import { createHash } from 'node:crypto';

/** A Codex hooks file: event → matcher groups → command handlers. */
export interface CodexHooksFile {
  readonly hooks: Record<string, Array<{ matcher?: string; hooks: Array<{ type: string; command: string; timeout?: number; async?: boolean; statusMessage?: string }> }>>;
}

/**
 * The `[hooks.state."<key>"]` tables that mark every handler of a hooks file as reviewed and trusted, so
 * Codex runs them without `--dangerously-bypass-hook-trust` (untrusted hooks are skipped silently).
 * Algorithm: shared/reference/codex-live.md §4. For plugin hooks the key starts with
 * `<plugin>@<marketplace>:<hooks file relative to the plugin root>` (observed on 0.169.0).
 */
export function hookTrustToml(file: CodexHooksFile, keyPrefix: string): string {
  const tables: string[] = [];
  for (const [event, groups] of Object.entries(file.hooks)) {
    const label = event.replace(/([a-z])([A-Z])/g, '$1_$2').toLowerCase();
    groups.forEach((group, gi) =>
      group.hooks.forEach((handler, hi) => {
        const identity: Record<string, unknown> = { event_name: label, hooks: [normalizedHandler(event, handler)] };
        if (group.matcher !== undefined && event !== 'UserPromptSubmit' && event !== 'Stop') identity['matcher'] = group.matcher;
        const hash = createHash('sha256').update(JSON.stringify(sortKeys(identity))).digest('hex');
        tables.push(`[hooks.state.${JSON.stringify(`${keyPrefix}:${label}:${gi}:${hi}`)}]\nenabled = true\ntrusted_hash = "sha256:${hash}"\n`);
      }),
    );
  }
  return tables.join('\n');
}

function normalizedHandler(event: string, handler: CodexHooksFile['hooks'][string][number]['hooks'][number]): Record<string, unknown> {
  const configured = handler.timeout ?? 0;
  // SessionEnd and Interrupt timeouts are clamped to 1–3 s (default 1); every other event defaults to 600.
  const timeout = event === 'SessionEnd' || event === 'Interrupt' ? Math.min(3, Math.max(1, configured || 1)) : Math.max(1, configured || 600);
  return { type: 'command', command: handler.command, timeout, async: handler.async ?? false, ...(handler.statusMessage != null && { statusMessage: handler.statusMessage }) };
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.keys(value).sort().map((k) => [k, sortKeys((value as Record<string, unknown>)[k])]));
  }
  return value;
}
