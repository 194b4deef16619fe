import { join } from '../../../platform/node-builtins';
import { parseGitConfig, type GitConfigEntry } from '../../git-files/git-config-file';
import { commonGitDir } from '../../git-files/git-dir';
import type { Evaluator, Settings } from './evaluation';
import type { GitConfigFiles } from './git-reads';
import type { ShellState } from './shell-state';

/** A `-c` setting or one from `GIT_CONFIG_*`: set for this invocation only. */
export interface CommandSetting {
  readonly key: string;
  readonly value: string;
}

/**
 * git's settings as one invocation reads them, in git's order (later wins): the system file, the user's (XDG, then
 * `~/.gitconfig`, or `GIT_CONFIG_GLOBAL`), the repository's (`config`, `config.worktree`), what this command line set
 * before with `git config`, then `GIT_CONFIG_COUNT`/`GIT_CONFIG_PARAMETERS` and `-c`. Files are read once per
 * command line, bounded.
 */
export class GitConfigView {
  private read?: { readonly entries: readonly GitConfigEntry[]; readonly disk: readonly GitConfigEntry[]; readonly changed: ReadonlySet<string> };

  constructor(
    private readonly files: GitConfigFiles,
    private readonly ev: Evaluator,
    private readonly state: ShellState,
    private readonly settings: Settings,
    private readonly repository: string | undefined,
    private readonly inline: readonly CommandSetting[],
  ) {}

  get(key: string): string | undefined {
    const wanted = normalized(key);
    const { entries } = this.layers();
    for (let i = entries.length - 1; i >= 0; i--) if (entries[i]!.key === wanted) return entries[i]!.value;
    return undefined;
  }

  all(key: string): string[] {
    const wanted = normalized(key);
    return this.layers()
      .entries.filter((e) => e.key === wanted)
      .map((e) => e.value);
  }

  /** The remotes the repository's files configure that this command line does not set, point elsewhere or add. */
  remotes(): string[] {
    const { disk, changed } = this.layers();
    const names = new Set<string>();
    for (const entry of disk) {
      const match = /^remote\.(.+)\.url$/.exec(entry.key);
      if (match && !changed.has(entry.key)) names.add(match[1]!);
    }
    for (const key of changed) {
      const match = /^remote\.(.+)\.(url|pushurl)$/.exec(key);
      if (match) names.delete(match[1]!);
    }
    return [...names];
  }

  /** The files are read at the first question: most git invocations ask none. */
  private layers(): NonNullable<GitConfigView['read']> {
    if (this.read) return this.read;
    const { ev, state, settings, repository, files } = this;
    const variable = (name: string): string | undefined => {
      const values = ev.variable(name, state, settings);
      return values?.length === 1 && values[0]!.known ? values[0]!.text : undefined;
    };
    const home = variable('HOME');
    // What this command line itself wrote to a config file counts as that file.
    const fileEntries = (path: string) => {
      const text = state.world.files.get(path);
      return text !== undefined ? parseGitConfig(text) : files.read(path, home);
    };
    const disk: GitConfigEntry[] = [];
    if (!truthy(variable('GIT_CONFIG_NOSYSTEM'))) disk.push(...fileEntries(variable('GIT_CONFIG_SYSTEM') ?? '/etc/gitconfig'));
    const global = variable('GIT_CONFIG_GLOBAL');
    if (global !== undefined) disk.push(...fileEntries(global));
    else {
      const xdg = variable('XDG_CONFIG_HOME') ?? (home && join(home, '.config'));
      if (xdg) disk.push(...fileEntries(join(xdg, 'git', 'config')));
      if (home) disk.push(...fileEntries(join(home, '.gitconfig')));
    }
    if (repository) {
      disk.push(...fileEntries(join(commonGitDir(repository), 'config')));
      disk.push(...fileEntries(join(repository, 'config.worktree')));
    }
    const changed = new Set<string>();
    const own: GitConfigEntry[] = [];
    for (const setting of state.world.config) {
      if (setting.repository !== undefined && setting.repository !== repository) continue;
      own.push({ key: setting.key, value: setting.value ?? '' });
      changed.add(setting.key);
    }
    own.push(...environmentSettings(variable));
    own.push(...this.inline);
    for (const entry of own) changed.add(entry.key);
    this.read = { entries: [...disk, ...own], disk, changed };
    return this.read;
  }
}

/** `section.Sub.Name`: section and name in lower case, the subsection as written. */
export function normalized(key: string): string {
  const first = key.indexOf('.');
  const last = key.lastIndexOf('.');
  if (first < 0) return key.toLowerCase();
  if (first === last) return key.toLowerCase();
  return `${key.slice(0, first).toLowerCase()}${key.slice(first, last)}.${key.slice(last + 1).toLowerCase()}`;
}

/** `GIT_CONFIG_COUNT` with `GIT_CONFIG_KEY_<n>`/`GIT_CONFIG_VALUE_<n>`, and `GIT_CONFIG_PARAMETERS` (`'key'='value' …`, or `'key=value'`). */
function environmentSettings(variable: (name: string) => string | undefined): GitConfigEntry[] {
  const entries: GitConfigEntry[] = [];
  const parameters = variable('GIT_CONFIG_PARAMETERS');
  if (parameters) {
    for (const [key, value] of configParameters(parameters)) entries.push({ key: normalized(key), value: value ?? 'true' });
  }
  const count = Number(variable('GIT_CONFIG_COUNT') ?? 0);
  for (let n = 0; n < Math.min(count, 1000); n++) {
    const key = variable(`GIT_CONFIG_KEY_${n}`);
    if (key !== undefined) entries.push({ key: normalized(key), value: variable(`GIT_CONFIG_VALUE_${n}`) ?? '' });
  }
  return entries;
}

/**
 * `GIT_CONFIG_PARAMETERS` as git writes and reads it: words of single-quoted text (`'\\''` and `'\\!'` escape a quote
 * and a `!`), each `'key'='value'`, or the older `'key=value'`.
 */
function configParameters(text: string): [string, string | undefined][] {
  const pairs: [string, string | undefined][] = [];
  let key = '';
  let value: string | undefined;
  let inQuote = false;
  let started = false;
  const finish = () => {
    if (!started) return;
    if (value === undefined && key.includes('=')) pairs.push([key.slice(0, key.indexOf('=')), key.slice(key.indexOf('=') + 1)]);
    else pairs.push([key, value]);
    key = '';
    value = undefined;
    started = false;
  };
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (inQuote) {
      if (char === "'") inQuote = false;
      else if (value === undefined) key += char;
      else value += char;
    } else if (char === "'") {
      inQuote = true;
      started = true;
    } else if (char === '\\' && i + 1 < text.length) {
      const next = text[++i]!;
      if (value === undefined) key += next;
      else value += next;
    } else if (char === '=' && started && value === undefined) value = '';
    else if (/\s/.test(char)) finish();
  }
  finish();
  return pairs;
}

function truthy(value: string | undefined): boolean {
  return value !== undefined && /^(1|true|yes|on)$/i.test(value);
}
