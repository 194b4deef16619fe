import type { Arg } from '../arg';
import type { LegacyInvocation } from './legacy-invocation';
import { commandWrites } from '../file-writes/command-writes';
import type { FileWrite } from '../file-writes/file-write';
import { gitGlobalOptions } from '../git-args/git-global-options';
import { commandName } from '../launch/command-name';
import { isAssignment, readPrefix } from '../launch/command-prefixes';
import { DirectoryScope, resolveFrom } from '../launch/directory-scope';
import { readProgramLaunches } from '../launch/program-launchers';
import { readLaunch } from '../launch/shell-launchers';
import type { ShellDialect } from '../../../protocol/shell-dialect';
import { ReadBudget } from '../syntax/read-budget';
import { ShellSyntaxError } from '../syntax/shell-syntax-error';
import type { WordToken } from '../syntax/shell-token';
import type { CommandNode, ShellList, ShellNode } from '../syntax/shell-tree';
import { readShellTree } from '../syntax/shell-tree.reader';

/** Shells inside shells deeper than this are not read (`bash -c "bash -c '…'"` nests once). */
const MAX_LAUNCH_DEPTH = 8;
const CHANGE_DIRECTORY = new Set(['cd', 'chdir', 'set-location', 'sl']);
const PUSH_DIRECTORY = new Set(['pushd', 'push-location']);
const POP_DIRECTORY = new Set(['popd', 'pop-location']);
const RUNS_TEXT = 'runs text built at run time';
const RUNS_FILE = 'runs a script file';
/** Commands that run text the command line does not show. */
const EVALUATORS: Readonly<Record<string, string>> = { eval: RUNS_TEXT, 'invoke-expression': RUNS_TEXT, iex: RUNS_TEXT, source: RUNS_FILE, '.': RUNS_FILE };

interface Walk {
  readonly dialect: ShellDialect;
  readonly budget: ReadBudget;
  readonly via: readonly string[];
  readonly depth: number;
  /** Whether what runs here has finished before the rest of the command line runs (see LegacyInvocation.sequenced). */
  readonly sequenced: boolean;
  /** The `&&` chain of the command being read (see LegacyInvocation.chain), numbered across every tree read. */
  readonly chain?: number;
  readonly chains: { next: number };
  readonly invocations: LegacyInvocation[];
  readonly writes: FileWrite[];
  readonly unread: string[];
}

/** What the reader finds in a PowerShell or cmd line: git invocations with their sequencing, file writes, and what it cannot read. */
export interface WindowsReading {
  readonly invocations: readonly LegacyInvocation[];
  readonly writes: readonly FileWrite[];
  readonly unread: readonly string[];
}

/**
 * Reads a command line the way a shell would run it (tokens from shell-quote, then lists, pipelines,
 * subshells, groups, substitutions) and collects every git invocation in it, with the directory it
 * runs in, and every file it writes, moves or deletes (redirections, rm, mv, cp, tee, sed -i, PowerShell cmdlets). It looks through what launches another command: `env` (`-S` too), `command`, `sudo`, `watch`,
 * `flock`, …, `bash -c`, `pwsh -Command`, `cmd /c`, and programs that run a command they are given
 * (`find -exec`, `su -c`, `git submodule foreach`, …). What the text does not tell is reported, never guessed.
 */
export class WindowsCommandReader {
  read(command: string, dialect: ShellDialect): WindowsReading {
    const walk: Walk = { dialect, budget: new ReadBudget(), via: [], depth: 0, sequenced: true, chains: { next: 0 }, invocations: [], writes: [], unread: [] };
    try {
      this.script(command, walk, new DirectoryScope());
    } catch (error) {
      // Whatever goes wrong while reading, the host is never hurt by it: nothing is claimed about the command.
      return { invocations: [], writes: [], unread: [`the command could not be read: ${(error as Error).message ?? String(error)}`] };
    }
    return { invocations: walk.invocations, writes: walk.writes, unread: walk.unread };
  }

  private script(text: string, walk: Walk, scope: DirectoryScope): void {
    let tree: ShellList;
    try {
      tree = readShellTree(text, walk.dialect, walk.budget);
    } catch (error) {
      if (!(error instanceof ShellSyntaxError) || walk.depth === 0) throw error;
      walk.unread.push(`${walk.via.join(' › ')}: the script could not be read (${error.message})`);
      return;
    }
    this.list(tree, walk, scope);
  }

  private list(list: ShellList, walk: Walk, scope: DirectoryScope): void {
    // A tree numbers its own chains; every script read in one command gets numbers of its own.
    const chains = new Map<number, number>();
    const chainOf = (local: number) => {
      let chain = chains.get(local);
      if (chain === undefined) {
        chain = ++walk.chains.next;
        chains.set(local, chain);
      }
      return chain;
    };
    for (const pipeline of list) {
      // Each element of a real pipeline runs in a copy of the shell: its `cd` does not outlive it.
      for (const node of pipeline) {
        const here: Walk =
          node.unsequenced || !walk.sequenced
            ? { ...walk, sequenced: false, chain: undefined }
            : { ...walk, chain: node.chain === undefined ? undefined : chainOf(node.chain) };
        this.node(node, here, pipeline.length > 1 ? scope.copy() : scope);
      }
    }
  }

  private node(node: ShellNode, walk: Walk, scope: DirectoryScope): void {
    if (node.kind === 'command') {
      this.command(node, walk, scope);
      return;
    }
    for (const { op, target } of node.writes ?? []) walk.writes.push(fileWrite(target, scope, op, false));
    // A subshell or a group (a function or `case` body among them) is not followed into: what it switches is not known after it.
    this.list(node.body, { ...walk, sequenced: false }, node.kind === 'subshell' ? scope.copy() : scope);
  }

  private command(node: CommandNode, walk: Walk, scope: DirectoryScope): void {
    for (const substitution of node.substitutions) this.list(substitution, { ...walk, via: [...walk.via, '$(…)'], sequenced: false }, scope.copy());
    for (const { op, target } of node.writes) walk.writes.push(fileWrite(target, scope, op, false));
    const words = node.words;
    let at = 0;
    const assignments: WordToken[] = [];
    let commandScope = scope;
    for (; at < words.length; at++) {
      if (isAssignment(words[at]!)) assignments.push(words[at]!);
      // PowerShell: `$x = git …` runs the command after the operator and keeps its output.
      else if (walk.dialect === 'powershell' && words[at]!.text.startsWith('$') && words[at + 1]?.text.endsWith('='))
        at++; // `=`, `+=`, `??=`, …
      else break;
    }
    // PowerShell: a variable alone or before an operator is an expression (`$x`, `$x.Trim()`, `$x -eq 1`, `$b in …`),
    // not a command; `& $tool push` (the `&` reads as a separator) stays a command whose name is computed.
    const next = words[at + 1]?.text;
    if (walk.dialect === 'powershell' && words[at]?.text.startsWith('$') && (!next || next.startsWith('-') || next === 'in')) return;
    for (;;) {
      if (at >= words.length) return;
      const launcher = commandName(words[at]!.text);
      const prefix = readPrefix(launcher, words, at);
      if (!prefix || words[at]!.dynamic) break;
      if (prefix.lookupOnly) return;
      assignments.push(...prefix.assignments);
      if (prefix.chdir !== undefined) {
        commandScope = commandScope.copy();
        commandScope.change(prefix.chdir);
      }
      at = prefix.next;
      if (prefix.script !== undefined) {
        // A script the prefix builds (`watch`'s words, `env -S`'s string) is POSIX, and nests like a launched shell.
        if (walk.depth >= MAX_LAUNCH_DEPTH) walk.unread.push(`${launcher}: shells nested deeper than ${MAX_LAUNCH_DEPTH} are not read`);
        else this.script(prefix.script, { ...walk, dialect: 'posix', via: [...walk.via, launcher], depth: walk.depth + 1 }, commandScope.copy());
        return;
      }
    }
    if (at >= words.length) return;
    const head = words[at]!;
    const args = words.slice(at + 1);
    if (head.dynamic) {
      walk.unread.push(`\`${head.text}\`: the command name is computed at run time`);
      return;
    }
    const name = commandName(head.text);
    for (const write of commandWrites(name, args, walk.dialect === 'powershell'))
      walk.writes.push(fileWrite(write.word, commandScope, write.form, write.removes));
    if (name === 'git') {
      walk.invocations.push(this.invocation(args, assignments, walk, commandScope));
      this.launch(name, args, walk, commandScope); // `git submodule foreach …`
    } else if (CHANGE_DIRECTORY.has(name)) {
      scope.change(directoryTarget(args));
    } else if (PUSH_DIRECTORY.has(name)) {
      scope.push(directoryTarget(args));
    } else if (POP_DIRECTORY.has(name)) {
      scope.pop();
    } else if (EVALUATORS[name]) {
      walk.unread.push(`${head.text} ${EVALUATORS[name]}: \`${[head, ...args].map((w) => w.text).join(' ')}\``);
    } else if (name === 'xargs' && args.some((w) => commandName(w.text) === 'git')) {
      walk.unread.push('xargs builds the arguments of git from its input');
    } else {
      this.launch(name, args, walk, commandScope);
    }
  }

  private launch(name: string, args: readonly WordToken[], walk: Walk, scope: DirectoryScope): void {
    const shell = readLaunch(name, args);
    for (const launch of shell ? [shell] : readProgramLaunches(name, args)) {
      if (!launch) continue;
      if ('unread' in launch) {
        walk.unread.push(launch.unread);
        continue;
      }
      if (walk.depth >= MAX_LAUNCH_DEPTH) {
        walk.unread.push(`${launch.via}: shells nested deeper than ${MAX_LAUNCH_DEPTH} are not read`);
        continue;
      }
      const inner = scope.copy();
      if (launch.directory !== undefined) inner.change(launch.directory);
      const via = [...walk.via, launch.via];
      if ('words' in launch)
        this.command({ kind: 'command', words: launch.words, substitutions: [], writes: [] }, { ...walk, via, depth: walk.depth + 1 }, inner);
      else this.script(launch.script, { ...walk, dialect: launch.dialect, via, depth: walk.depth + 1 }, inner);
    }
  }

  private invocation(words: readonly WordToken[], assignments: readonly WordToken[], walk: Walk, scope: DirectoryScope): LegacyInvocation {
    const args = words.map((w) => ({ text: w.text, dynamic: w.dynamic }));
    const globals = gitGlobalOptions(args);
    let directory = scope.directory;
    for (const chdir of globals.chdirs) directory = resolveFrom(directory, chdir.dynamic ? null : chdir.text);
    const gitDirWord = globals.gitDir ?? gitDirAssignment(assignments);
    let gitDir: string | undefined;
    if (gitDirWord) {
      const resolved = resolveFrom(directory, gitDirWord.dynamic ? null : gitDirWord.text);
      if (resolved === null)
        directory = null; // the repository is one the text does not tell
      else gitDir = resolved;
    }
    const dynamic = args.flatMap((a, i) => (a.dynamic ? [i] : []));
    return {
      args: args.map((a) => a.text),
      dynamic,
      directory,
      ...(gitDir !== undefined && { gitDir }),
      via: walk.via,
      sequenced: walk.sequenced,
      ...(walk.chain !== undefined && { chain: walk.chain }),
    };
  }
}

function fileWrite(word: Arg, scope: DirectoryScope, form: string, removes: boolean): FileWrite {
  return { path: word.text, dynamic: word.dynamic, directory: scope.directory, form, removes };
}

/** The directory a `cd`-like command moves to: null when the text does not tell (`cd`, `cd -`, `cd ~`, `cd "$X"`). */
function directoryTarget(args: readonly WordToken[]): string | null {
  for (let i = 0; i < args.length; i++) {
    const word = args[i]!;
    // `Set-Location -Path:dir`: the value written against the parameter.
    const inline = /^-(?:path|literalpath):([\s\S]+)$/i.exec(word.text);
    if (inline) return word.dynamic ? null : inline[1]!;
    // cmd's `cd /d dir`; in a POSIX shell `cd /d` goes to the folder /d.
    if (isOption(word.text) || (/^\/d$/i.test(word.text) && i + 1 < args.length)) continue;
    return word.dynamic || word.text === '-' || word.text.startsWith('~') ? null : word.text;
  }
  return null;
}

/** Options of `cd` (POSIX, `--` ending them) and `Set-Location -Path` (PowerShell): the directory is the word after them. */
function isOption(text: string): boolean {
  return /^-[LPe@]+$/.test(text) || text === '--' || /^-(path|literalpath)$/i.test(text);
}

function gitDirAssignment(assignments: readonly WordToken[]): { text: string; dynamic: boolean } | undefined {
  const found = [...assignments].reverse().find((w) => w.text.startsWith('GIT_DIR='));
  return found && { text: found.text.slice('GIT_DIR='.length), dynamic: found.dynamic };
}
