import { dirname, isAbsolute, join, lstatSync, resolve } from '../../../platform/node-builtins';
import type { CurrentBranch } from '../../git-files/current-branch.reader';
import type { LocalBranches } from '../../git-files/local-branch.reader';
import { previousBranchFromReflog } from '../../git-files/previous-branch';
import type { Arg } from '../arg';
import type { FileWrite } from '../file-writes/file-write';
import { gitFileWrites } from '../file-writes/git-file-writes';
import { patchPaths } from '../file-writes/patch-paths';
import { readScript } from './script-files';
import { GIT_COMMANDS } from '../git-args/git-commands';
import type { GitContext } from '../git-args/git-context';
import { gitGlobalOptions } from '../git-args/git-global-options';
import type { GitRefReading } from '../git-args/git-ref-effect';
import { readGitRefEffects } from '../git-args/git-ref-effects';
import type { GitInvocation } from '../git-invocation';
import type { Evaluator, IO, Outcome, Settings } from './evaluation';
import { GitConfigView, normalized, type CommandSetting } from './git-config-view';
import type { GitReads } from './git-reads';
import { gitHookScripts } from './git-hooks';
import { gitOutput } from './git-output';
import { ANY_REPOSITORY, DISK, isDisk, type ConfigSetting, type ShellState, type World } from './shell-state';
import type { Field } from './word-expander';

/** Aliases that expand to aliases are followed this deep (git itself refuses a loop). */
const MAX_ALIASES = 10;

/**
 * One `git …`: its own options (`-C`, `-c`, `--git-dir`), the alias its subcommand names (inline, in the
 * environment, set earlier in the command, or in the config files; a `!` alias runs as the shell script it is), then
 * what it does to branches and files, what it prints when that is known (`git branch --show-current`), and what it
 * leaves for later invocations (the branch checked out, settings written with `git config`).
 */
export function runGit(ev: Evaluator, reads: GitReads, args: readonly Field[], settings: Settings, state: ShellState, io: IO, written = args): Outcome {
  const globals = gitGlobalOptions(args);
  let directory: string | null = ev.absolute(state) ?? null;
  for (const chdir of globals.chdirs)
    directory = chdir.dynamic || directory === null ? (chdir.dynamic ? null : isAbsolute(chdir.text) ? chdir.text : null) : resolve(directory, chdir.text);
  const gitDirValue = globals.gitDir
    ? [globals.gitDir.dynamic ? undefined : globals.gitDir.text]
    : (ev.variable('GIT_DIR', state, settings) ?? []).map((v) => (v.known ? v.text : undefined));
  let gitDir: string | undefined;
  if (gitDirValue.length > 0) {
    const named = gitDirValue.length === 1 ? gitDirValue[0] : undefined;
    if (named === undefined || directory === null) directory = null;
    else gitDir = resolve(directory, named);
  }
  const repository = directory === null || !isAbsolute(directory) ? undefined : ev.services.branches.repository(directory, gitDir);
  const inline: CommandSetting[] = globals.settings.flatMap((s) => {
    if (s.key.dynamic) return [];
    const value = s.fromVariable !== undefined ? ev.variable(s.fromVariable, state, settings)?.[0] : undefined;
    const text = s.value ?? (value?.known ? value.text : undefined);
    return text === undefined ? [] : [{ key: normalized(s.key.text), value: text }];
  });
  const config = new GitConfigView(reads.configFiles, ev, state, settings, repository, inline);
  const before = args.slice(0, globals.subcommand);
  let words: readonly Arg[] = args.slice(globals.subcommand);
  const via = [...io.via];
  for (let depth = 0; depth < MAX_ALIASES; depth++) {
    const sub = words[0];
    if (!sub || sub.dynamic || GIT_COMMANDS.has(sub.text)) break;
    const alias = config.get(`alias.${sub.text}`);
    if (alias === undefined) {
      // An external command, `git-<name>` on the PATH (git town, git lfs): what it does is its own.
      return ev.command([{ text: `git-${sub.text}`, dynamic: false }, ...words.slice(1)], state, io, {
        via: 'git',
        settings,
        ...(directory !== null && { directory }),
      });
    }
    if (alias.startsWith('!')) {
      // git runs a shell alias with `sh -c '<alias> "$@"' <alias> <args>`, from the top of the work tree.
      const script = alias.slice(1);
      const top = repository && !gitDir ? dirname(repository) : directory;
      return ev.shell(
        `${script} "$@"`,
        state,
        io,
        { via: `git alias ${sub.text}`, settings, ...(top !== null && { directory: top }) },
        { text: script, dynamic: false },
        words.slice(1),
      );
    }
    via.push(`git alias ${sub.text}`);
    words = [...splitAlias(alias), ...words.slice(1)];
  }
  const resolved = [...before, ...words];
  // Read from disk only when a rule needs the branch checked out (`git commit`, a bare `git push`).
  let known: CurrentBranch[] | undefined;
  const world = state.world;
  const heads = () => (known ??= checkedOut(ev, world, directory, gitDir, repository));
  const context = gitContext(ev, reads, config, heads, repository, directory, io.stdin, world.previous);
  const reading = readGitRefEffects(resolved, context);
  const invocation: GitInvocation = {
    args: resolved.map((a) => a.text),
    dynamic: resolved.flatMap((a, i) => (a.dynamic ? [i] : [])),
    directory,
    ...(gitDir !== undefined && { gitDir }),
    via,
    get checkedOut() {
      return heads();
    },
    reading,
  };
  ev.findings.invocations.push(invocation);
  const shown = `git ${written.map((a) => a.text).join(' ')}`;
  for (const effect of reading.effects) {
    ev.findings.refChanges.push({
      effect,
      directory,
      ...(gitDir !== undefined && { gitDir }),
      get checkedOut() {
        return heads();
      },
      written: shown,
    });
  }
  for (const line of reading.unknown) ev.findings.unread(line);
  ev.findings.writes.push(...gitFileWrites(invocation), ...patchedFiles(ev, resolved, state, io, directory));
  // A hook that runs the command that runs it (a pre-push hook that pushes) is read once: the rest repeats it.
  const hooks = gitHookScripts(resolved, repository, config, (path) => readScript(ev, state, path)).filter((h) => !io.via.includes(h.via));
  const launched = launches(ev, resolved, state, io, directory, [...editorsOf(ev, resolved, state, settings, config), ...hooks]);
  // git refuses the command outright: it fails, and what needs it to succeed never runs.
  const ok = reading.refused
    ? state.impossible()
    : (launched ?? state).withWorld(afterward(launched ?? state, repository, reading, resolved, heads, shown, directory));
  const output = gitOutput(resolved, heads, config, repository, directory);
  return { ok, fail: state, ...(output !== undefined && { output }) };
}

/** The branches that may be checked out in the repository, as this command left it so far (the disk where it did nothing yet). */
function checkedOut(ev: Evaluator, world: World, directory: string | null, gitDir: string | undefined, repository: string | undefined): CurrentBranch[] {
  if (directory === null || !isAbsolute(directory)) return [{ kind: 'unknown', why: 'the command does not tell where git runs' }];
  const onDisk = () => ev.services.branches.read(directory, gitDir);
  const known = repository === undefined ? undefined : world.heads.get(repository);
  // A switch in a repository the text does not tell may have been this one.
  const anywhere = world.heads.get(ANY_REPOSITORY) ?? [];
  const same = (x: CurrentBranch, y: CurrentBranch) =>
    x.kind === y.kind &&
    (x.kind !== 'branch' || (y.kind === 'branch' && x.name === y.name)) &&
    (x.kind !== 'unknown' || (y.kind === 'unknown' && x.why === y.why));
  const branches: CurrentBranch[] = [];
  for (const branch of [...(known ?? [DISK]), ...anywhere].map((b) => (isDisk(b) ? onDisk() : b)))
    if (!branches.some((x) => same(x, branch))) branches.push(branch);
  return branches;
}

function gitContext(
  ev: Evaluator,
  reads: GitReads,
  config: GitConfigView,
  heads: () => readonly CurrentBranch[],
  repository: string | undefined,
  directory: string | null,
  stdin: string | undefined,
  previous: World['previous'],
): GitContext {
  let local: LocalBranches | undefined;
  const localNames = () =>
    (local ??=
      directory !== null && isAbsolute(directory)
        ? ev.services.localBranches.read(directory, repository)
        : { kind: 'unknown', why: 'the command does not tell where git runs' });
  let remotes: string[] | undefined;
  const remoteNames = () => (remotes ??= config.remotes());
  return {
    config: (key) => config.get(key),
    configAll: (key) => config.all(key),
    get checkedOut() {
      return heads();
    },
    localBranch: (name) => {
      const names = localNames();
      return names.kind === 'known' ? names.names.includes(name) : undefined;
    },
    get remotes() {
      return remoteNames();
    },
    remotesWith: (name) => (repository ? remoteNames().filter((remote) => reads.refNames(repository).has(`refs/remotes/${remote}/${name}`)) : []),
    pathExists: (path) => directory !== null && isAbsolute(directory) && exists(resolve(directory, path)),
    previousBranch: (n) => {
      const switched = repository === undefined ? undefined : previous.get(repository)?.();
      if (switched) return n === 1 && switched.length === 1 && switched[0]!.kind === 'branch' ? { name: switched[0]!.name, gone: false } : undefined;
      const name = repository === undefined ? undefined : previousBranchFromReflog(repository, n);
      if (name === undefined) return undefined;
      const names = localNames();
      return { name, gone: names.kind === 'known' && !names.names.includes(name) };
    },
    ...(stdin !== undefined && { stdin }),
  };
}

/** What a git invocation leaves for those after it: the branch it checked out, the settings it wrote. */
function afterward(
  state: ShellState,
  repository: string | undefined,
  reading: GitRefReading,
  args: readonly Arg[],
  heads: () => readonly CurrentBranch[],
  shown: string,
  directory: string | null,
) {
  let world = state.world;
  const to = reading.switchesTo;
  if (to) {
    const branch: CurrentBranch =
      'branch' in to
        ? { kind: 'branch', name: to.branch }
        : 'detached' in to
          ? { kind: 'detached' }
          : { kind: 'unknown', why: `\`${shown}\` before it: ${to.unknown}` };
    if (repository) world = { ...world, heads: new Map(world.heads).set(repository, [branch]), previous: new Map(world.previous).set(repository, heads) };
    else world = { ...world, heads: new Map(world.heads).set(ANY_REPOSITORY, [...(world.heads.get(ANY_REPOSITORY) ?? []), branch]) };
  }
  const written = settingsWritten(args, repository, heads, directory);
  if (written.length > 0) world = { ...world, config: [...world.config, ...written] };
  return world;
}

/** `git config [--global] key value`, `git config set`, `git branch -u`, `git push -u`, `git remote add/set-url`: settings later invocations read. */
function settingsWritten(
  args: readonly Arg[],
  repository: string | undefined,
  heads: () => readonly CurrentBranch[],
  directory: string | null,
): ConfigSetting[] {
  const globals = gitGlobalOptions(args);
  const sub = args[globals.subcommand]?.text;
  const rest = args.slice(globals.subcommand + 1).filter((a) => !a.dynamic);
  const texts = rest.map((a) => a.text);
  const current = () => heads().flatMap((b) => (b.kind === 'branch' ? [b.name] : []));
  const where = (global: boolean) => (global ? {} : repository ? { repository } : {});
  if (sub === 'config') {
    const read = configOperands(texts);
    // A file named with --file counts where it is the repository's own config; any other file is not read by git here.
    const file = read.file === undefined ? undefined : directory !== null && isAbsolute(directory) ? resolve(directory, read.file) : undefined;
    if (read.file !== undefined && (repository === undefined || file !== join(repository, 'config'))) return [];
    const global = texts.includes('--global') || texts.includes('--system');
    const operands = read.operands;
    const verb = operands[0] === 'set' || operands[0] === 'unset' ? operands.shift() : undefined;
    const unset = verb === 'unset' || texts.some((t) => t === '--unset' || t === '--unset-all');
    const [key, value] = operands;
    if (!key?.includes('.')) return [];
    if (unset) return [{ ...where(global), key: normalized(key) }];
    return value === undefined ? [] : [{ ...where(global), key: normalized(key), value }];
  }
  if (sub === 'remote' && (texts[0] === 'add' || texts[0] === 'set-url')) {
    // `-t <branch>` and `-m <master>` take the next word.
    const operands = texts.slice(1).filter((t, i, all) => !t.startsWith('-') && !['-t', '--track', '-m', '--master'].includes(all[i - 1] ?? ''));
    if (!operands[0]) return [];
    // `--mirror=push` (and plain `--mirror`, both ways) makes a bare `git push <name>` push every ref.
    const mirror = texts[0] === 'add' && texts.some((t) => t === '--mirror' || t === '--mirror=push');
    return [
      { ...where(false), key: `remote.${operands[0]}.url`, ...(operands[1] !== undefined && { value: operands[1] }) },
      ...(mirror ? [{ ...where(false), key: `remote.${operands[0]}.mirror`, value: 'true' }] : []),
    ];
  }
  const upstream =
    sub === 'branch'
      ? (texts.find((_, i) => texts[i - 1] === '-u' || texts[i - 1] === '--set-upstream-to') ??
        texts.find((t) => t.startsWith('--set-upstream-to='))?.slice(18))
      : undefined;
  if (upstream?.includes('/')) {
    const slash = upstream.indexOf('/');
    return current().map((name) => ({ ...where(false), key: `branch.${name}.merge`, value: `refs/heads/${upstream.slice(slash + 1)}` }));
  }
  if (sub === 'push' && (texts.includes('-u') || texts.includes('--set-upstream'))) {
    const operands = texts.filter((t) => !t.startsWith('-'));
    const spec = operands[1];
    if (!spec) return [];
    const destination = spec.includes(':') ? spec.slice(spec.indexOf(':') + 1) : spec;
    const source = spec.includes(':') ? spec.slice(0, spec.indexOf(':')).replace(/^\+/, '') : spec.replace(/^\+/, '');
    const local = source === 'HEAD' || source === '@' ? current() : [source];
    return local.map((name) => ({
      ...where(false),
      key: `branch.${name}.merge`,
      value: destination.startsWith('refs/') ? destination : `refs/heads/${destination === 'HEAD' ? name : destination}`,
    }));
  }
  return [];
}

/** Options of `git config` that take the next word as their value (so it is no key nor value). */
const CONFIG_VALUE_OPTIONS = new Set(['-f', '--file', '--blob', '--type', '--default', '--comment', '--value']);

/** `git config`'s operands (the verb, key, value) apart from its options, and the file `-f`/`--file` names. */
function configOperands(texts: readonly string[]): { operands: string[]; file?: string } {
  const operands: string[] = [];
  let file: string | undefined;
  for (let i = 0; i < texts.length; i++) {
    const text = texts[i]!;
    if (CONFIG_VALUE_OPTIONS.has(text)) {
      if (text === '-f' || text === '--file') file = texts[i + 1];
      i++;
    } else if (text.startsWith('--file=')) file = text.slice('--file='.length);
    else if (!text.startsWith('-')) operands.push(text);
  }
  return { operands, ...(file !== undefined && { file }) };
}

/**
 * The editors a git invocation starts, as shell commands (git runs `sh -c '<editor> "$@"'`): the message editor of a
 * commit, tag or note with no message given (`GIT_EDITOR`, `core.editor`, `VISUAL`, `EDITOR`), and the todo editor
 * of an interactive rebase (`GIT_SEQUENCE_EDITOR`, `sequence.editor`). `GIT_EDITOR='git push …' git commit` runs it.
 */
function editorsOf(ev: Evaluator, args: readonly Arg[], state: ShellState, settings: Settings, config: GitConfigView): { script: Arg; via: string }[] {
  const globals = gitGlobalOptions(args);
  const sub = args[globals.subcommand]?.text;
  const texts = args.slice(globals.subcommand + 1).map((a) => a.text);
  const given = (...options: string[]) =>
    texts.some((t) =>
      options.some(
        (o) =>
          t === o || (o.startsWith('--') && t.startsWith(`${o}=`)) || (!o.startsWith('--') && t.startsWith(o) && t.length > o.length && /^-[a-zA-Z]/.test(t)),
      ),
    );
  const variable = (name: string) => {
    const values = ev.variable(name, state, settings);
    return values?.length === 1 ? (values[0]!.known ? { text: values[0]!.text, dynamic: false } : { text: values[0]!.shown, dynamic: true }) : undefined;
  };
  const editor = () =>
    variable('GIT_EDITOR') ??
    (config.get('core.editor') !== undefined ? { text: config.get('core.editor')!, dynamic: false } : undefined) ??
    variable('VISUAL') ??
    variable('EDITOR');
  const editors: { script: Arg; via: string }[] = [];
  const messageEditor =
    (sub === 'commit' && !given('-m', '--message', '-F', '--file', '-C', '--reuse-message', '--no-edit', '--fixup')) ||
    ((sub === 'tag' || sub === 'notes') && !given('-m', '--message', '-F', '--file') && (sub === 'notes' || given('-a', '-s', '-u', '--annotate', '--sign')));
  if (messageEditor) {
    const chosen = editor();
    if (chosen) editors.push({ script: chosen, via: 'git editor' });
  }
  if (sub === 'rebase' && given('-i', '--interactive')) {
    const sequence =
      variable('GIT_SEQUENCE_EDITOR') ??
      (config.get('sequence.editor') !== undefined ? { text: config.get('sequence.editor')!, dynamic: false } : undefined) ??
      editor();
    if (sequence) editors.push({ script: sequence, via: 'git sequence editor' });
  }
  // The editor's file is an argument: the command line git builds is the editor's text and `"$@"`.
  return editors.map(({ script, via }) => ({ script: script.dynamic ? script : { text: `${script.text} "$@"`, dynamic: false }, via }));
}

/** Commands git runs for a git invocation: its editors, `rebase --exec`, `bisect run`, `submodule foreach`, `filter-branch` filters. */
function launches(
  ev: Evaluator,
  args: readonly Arg[],
  state: ShellState,
  io: IO,
  directory: string | null,
  editors: readonly { script: Arg; via: string; directory?: string | null }[],
): ShellState | undefined {
  const globals = gitGlobalOptions(args);
  const sub = args[globals.subcommand]?.text;
  const rest = args.slice(globals.subcommand + 1);
  const scripts: { script: Arg; via: string; directory?: string | null }[] = [...editors];
  if (sub === 'rebase') {
    rest.forEach((a, i) => {
      if ((a.text === '-x' || a.text === '--exec') && rest[i + 1]) scripts.push({ script: rest[i + 1]!, via: 'git rebase --exec' });
      else if (a.text.startsWith('--exec=')) scripts.push({ script: { text: a.text.slice(7), dynamic: a.dynamic }, via: 'git rebase --exec' });
    });
  } else if (sub === 'bisect' && rest[0]?.text === 'run' && rest.length > 1) {
    return ev.command(rest.slice(1), state, io, { via: 'git bisect run', ...(directory !== null && { directory }) }).ok;
  } else if (sub === 'filter-branch') {
    rest.forEach((a, i) => {
      if (/^--(tree|index|env|parent|msg|commit|tag-name)-filter$/.test(a.text) && rest[i + 1])
        scripts.push({ script: rest[i + 1]!, via: `git filter-branch ${a.text}`, directory: null });
    });
  } else if (sub === 'submodule') {
    let at = 0;
    while (rest[at]?.text.startsWith('-')) at++;
    if (rest[at]?.text === 'foreach') {
      at++;
      while (rest[at]?.text.startsWith('-')) at++;
      const command = rest.slice(at);
      if (command.length === 1) scripts.push({ script: command[0]!, via: 'git submodule foreach', directory: null });
      else if (command.length > 1) return ev.command(command, state, io, { via: 'git submodule foreach', directory: null }).ok;
    }
  }
  let current: ShellState | undefined;
  for (const { script, via, directory: inside } of scripts) {
    if (script.dynamic) {
      ev.findings.unread(`${via} runs a command computed at run time: \`${script.text}\``);
      continue;
    }
    current = ev.shell(script.text, current ?? state, io, {
      via,
      ...(inside !== undefined ? { directory: inside } : directory !== null ? { directory } : {}),
    }).ok;
  }
  return current;
}

/** `git apply` and `git am`: the files the patch they read names (standard input, or the file operands, when known). */
function patchedFiles(ev: Evaluator, args: readonly Arg[], state: ShellState, io: IO, directory: string | null): FileWrite[] {
  const globals = gitGlobalOptions(args);
  const sub = args[globals.subcommand]?.text;
  if (sub !== 'apply' && sub !== 'am') return [];
  const rest = args.slice(globals.subcommand + 1);
  if (rest.some((a) => ['--check', '--stat', '--numstat', '--summary', '--cached', '--abort', '--skip', '--quit', '--show-current-patch'].includes(a.text)))
    return [];
  const files = rest.filter((a) => !a.text.startsWith('-'));
  const texts = files.length === 0 ? [io.stdin] : files.map((f) => (f.dynamic ? undefined : readScript(ev, state, f.text)));
  const strip = Number(rest.find((a) => /^-p\d+$/.test(a.text))?.text.slice(2) ?? 1);
  if (texts.some((t) => t === undefined)) return [{ path: 'the files its patch names', dynamic: true, directory, form: `git ${sub}`, removes: false }];
  return texts.flatMap((text) => patchPaths(text!, strip)).map((path) => ({ path, dynamic: false, directory, form: `git ${sub}`, removes: false }));
}

/** An alias's words, split as git splits them (`split_cmdline`: blanks, `'…'`, `"…"` with `\` escapes). */
function splitAlias(alias: string): Arg[] {
  const words: Arg[] = [];
  let word: string | undefined;
  let quote: string | undefined;
  for (let i = 0; i < alias.length; i++) {
    const char = alias[i]!;
    if (quote) {
      if (char === quote) quote = undefined;
      else if (char === '\\' && quote === '"' && i + 1 < alias.length) word = (word ?? '') + alias[++i];
      else word = (word ?? '') + char;
    } else if (char === "'" || char === '"') {
      quote = char;
      word ??= '';
    } else if (char === '\\' && i + 1 < alias.length) word = (word ?? '') + alias[++i];
    else if (/\s/.test(char)) {
      if (word !== undefined) words.push({ text: word, dynamic: false });
      word = undefined;
    } else word = (word ?? '') + char;
  }
  if (word !== undefined) words.push({ text: word, dynamic: false });
  return words;
}

function exists(path: string): boolean {
  try {
    return lstatSync(path, { throwIfNoEntry: false }) !== undefined;
  } catch {
    return false;
  }
}
