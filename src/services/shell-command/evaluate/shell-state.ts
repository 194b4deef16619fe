import type { Arg } from '../arg';
import type { CurrentBranch } from '../../git-files/current-branch.reader';
import type { Command } from '../posix/posix-ast';
import { unionOf, type Values } from './shell-value';

/** A git setting a command made (`git config alias.p push`, `git branch -u origin/main`): later git invocations see it. */
export interface ConfigSetting {
  /** The repository whose config it went to; undefined for the user's own (`--global`). */
  readonly repository?: string;
  /** Lower-cased section and name, the subsection as written: `alias.p`, `branch.work.merge`. */
  readonly key: string;
  /** Undefined for `--unset`. */
  readonly value?: string;
}

/**
 * What outlives a subshell: the repository and the files, not the shell's variables. A `git checkout` inside
 * `( … )` or a pipeline still moves HEAD, so these travel with every outcome.
 */
export interface World {
  /** Per repository (its git directory): the branches that may be checked out; missing means as on disk. */
  readonly heads: ReadonlyMap<string, readonly CurrentBranch[]>;
  readonly config: readonly ConfigSetting[];
  /** Text this command wrote to files, by absolute path (`echo '…' > x.sh; sh x.sh`). */
  readonly files: ReadonlyMap<string, string>;
  /** Per repository, what was checked out before the command's last switch there (`git switch -`, `@{-1}`), read when asked. */
  readonly previous: ReadonlyMap<string, () => readonly CurrentBranch[]>;
}

/**
 * The shell as the evaluator knows it at one point of a command: its variables, functions and aliases, the
 * positional parameters, where it is, and the world around it. Copied for a subshell; two outcomes are joined
 * where a script's paths meet again (after `;`, `||`, `if`, a loop).
 */
export class ShellState {
  constructor(
    readonly vars: Map<string, Values>,
    readonly arrays: Map<string, readonly Arg[]>,
    readonly exported: Set<string>,
    readonly functions: Map<string, Command>,
    readonly aliases: Map<string, string>,
    public expandAliases: boolean,
    public positional: readonly Arg[],
    public zero: Arg,
    /** Relative to the command's own working directory (`.`) or absolute; null once the text does not tell. */
    public directory: string | null,
    public previousDirectory: string | null,
    readonly stack: (string | null)[],
    public world: World,
    /** No path through the command gets here (after `false &&`, a git command git refuses, `exit`): nothing here runs. */
    public unreachable = false,
  ) {}

  static initial(positional: readonly Arg[] = [], zero: Arg = { text: 'bash', dynamic: false }): ShellState {
    return new ShellState(new Map(), new Map(), new Set(), new Map(), new Map(), false, positional, zero, '.', null, [], {
      heads: new Map(),
      config: [],
      files: new Map(),
      previous: new Map(),
    });
  }

  copy(): ShellState {
    return new ShellState(
      new Map(this.vars),
      new Map(this.arrays),
      new Set(this.exported),
      new Map(this.functions),
      new Map(this.aliases),
      this.expandAliases,
      this.positional,
      this.zero,
      this.directory,
      this.previousDirectory,
      [...this.stack],
      this.world,
      this.unreachable,
    );
  }

  /** This state, on a path that is never taken. */
  impossible(): ShellState {
    const copy = this.copy();
    copy.unreachable = true;
    return copy;
  }

  /** This shell, in the world another outcome left (what a subshell or a pipeline element changed outside itself). */
  withWorld(world: World): ShellState {
    const copy = this.copy();
    copy.world = world;
    return copy;
  }

  /**
   * Where two paths meet: whatever either may have left. A directory they disagree on is the first's (a `cd`
   * that fails is rare and says so on stderr); a variable either set holds what either set.
   */
  static join(a: ShellState, b: ShellState): ShellState {
    if (a === b || b.unreachable) return a;
    if (a.unreachable) return b;
    const joined = a.copy();
    for (const [name, values] of b.vars) {
      const mine = a.vars.get(name);
      joined.vars.set(name, mine ? unionOf(mine, values, `$${name}`) : values);
    }
    for (const [name, array] of b.arrays) if (!joined.arrays.has(name)) joined.arrays.set(name, array);
    for (const name of b.exported) joined.exported.add(name);
    for (const [name, body] of b.functions) if (!joined.functions.has(name)) joined.functions.set(name, body);
    for (const [name, value] of b.aliases) if (!joined.aliases.has(name)) joined.aliases.set(name, value);
    joined.expandAliases = a.expandAliases || b.expandAliases;
    joined.world = joinWorlds(a.world, b.world);
    return joined;
  }
}

export function joinWorlds(a: World, b: World): World {
  if (a === b) return a;
  const heads = new Map(a.heads);
  for (const [repository, branches] of b.heads) {
    const mine = a.heads.get(repository);
    // A repository only one side touched may also be as on disk on the other: keep the disk's HEAD as an alternative.
    heads.set(repository, unionBranches(mine ?? [DISK], branches));
  }
  for (const [repository, branches] of a.heads) if (!b.heads.has(repository)) heads.set(repository, unionBranches(branches, [DISK]));
  const config = [...a.config, ...b.config.filter((s) => !a.config.includes(s))];
  const files = new Map(a.files);
  for (const [path, text] of b.files) if (!files.has(path)) files.set(path, text);
  const previous = new Map(a.previous);
  for (const [repository, branches] of b.previous) {
    const mine = previous.get(repository);
    previous.set(repository, mine ? () => unionBranches(mine(), branches()) : branches);
  }
  return { heads, config, files, previous };
}

/** The key of `World.heads` for switches in a repository the text does not tell: they may have been in any. */
export const ANY_REPOSITORY = '*';

/** The HEAD on disk, as an alternative among those a command may have left. */
export const DISK: CurrentBranch = { kind: 'unknown', why: 'disk' };

export function isDisk(branch: CurrentBranch): boolean {
  return branch === DISK;
}

function unionBranches(a: readonly CurrentBranch[], b: readonly CurrentBranch[]): CurrentBranch[] {
  const all = [...a];
  for (const branch of b) if (!all.some((x) => sameBranch(x, branch))) all.push(branch);
  return all;
}

function sameBranch(a: CurrentBranch, b: CurrentBranch): boolean {
  if (a === DISK || b === DISK) return a === b;
  if (a.kind === 'branch') return b.kind === 'branch' && a.name === b.name;
  if (a.kind === 'detached') return b.kind === 'detached';
  return b.kind === 'unknown' && a.why === b.why;
}
