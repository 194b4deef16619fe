import { existsSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { envDirectory, homeDirectory, type InstallContext } from '../../../setup/install-context';
import { parseToml, tomlTable } from '../../../setup/edit/toml/parse-toml';

/**
 * Where Codex keeps its configuration (`$CODEX_HOME`, else `~/.codex`) and how it names a hooks file in trust keys.
 * Observed on 0.169.0 with `codex app-server` hooks/list: a CODEX_HOME given in the environment is resolved to its
 * real path (symbolic links followed), the default `~/.codex` is not; a project's hooks file is named under the
 * project folder as the process sees its working folder (the real path).
 */
export function codexHome(context: InstallContext): { readonly dir: string; readonly keyDir: string } {
  const fromEnv = context.env['CODEX_HOME'];
  const dir = envDirectory(context, 'CODEX_HOME', join(homeDirectory(context), '.codex'));
  return { dir, keyDir: fromEnv && existsSync(dir) ? realpathSync(dir) : dir };
}

/** A project's folder as Codex names it: its real path. */
export function codexProjectDir(root: string): string {
  return existsSync(root) ? realpathSync(root) : root;
}

/** One `[hooks.state."<key>"]` table: whether the hook is on, and the hash it was trusted at. */
interface CodexHookState {
  readonly enabled?: boolean;
  readonly trustedHash?: string;
}

/** What bearing reads from a Codex config.toml. */
export interface CodexConfig {
  readonly states: ReadonlyMap<string, CodexHookState>;
  /** `[features] hooks = false` switches every hook off. */
  readonly hooksOff: boolean;
  /** `[projects."<dir>"] trust_level = "trusted"`: Codex loads that project's .codex folder (hooks included). */
  projectTrusted(dir: string): boolean;
  /** `[plugins."<id>"] enabled`, where the file names the plugin. */
  pluginEnabled(id: string): boolean | undefined;
}

/** Reads a config.toml's text (null: no file); a text that is not TOML gives its one-line error. */
export function readCodexConfig(text: string | null): { ok: true; config: CodexConfig } | { ok: false; error: string } {
  const parsed = text === null ? { ok: true as const, value: {} } : parseToml(text);
  if (!parsed.ok) return parsed;
  return { ok: true, config: codexConfigOf(parsed.value) };
}

export function codexConfigOf(value: Record<string, unknown>): CodexConfig {
  const hooks = tomlTable(value['hooks']);
  const stateTable = tomlTable(hooks?.['state']) ?? {};
  const states = new Map<string, CodexHookState>();
  for (const [key, raw] of Object.entries(stateTable)) {
    const table = tomlTable(raw);
    if (!table) continue;
    states.set(key, {
      ...(typeof table['enabled'] === 'boolean' && { enabled: table['enabled'] }),
      ...(typeof table['trusted_hash'] === 'string' && { trustedHash: table['trusted_hash'] }),
    });
  }
  const projects = tomlTable(value['projects']) ?? {};
  const plugins = tomlTable(value['plugins']) ?? {};
  return {
    states,
    hooksOff: tomlTable(value['features'])?.['hooks'] === false,
    projectTrusted: (dir) => tomlTable(projects[dir])?.['trust_level'] === 'trusted',
    pluginEnabled: (id) => {
      const enabled = tomlTable(plugins[id])?.['enabled'];
      return typeof enabled === 'boolean' ? enabled : undefined;
    },
  };
}
