import type { CurrentBranch } from '../../git-files/current-branch.reader';
import { readGh, readGitTown, readGlab, readHubOwn } from '../forge-tools/forge-readers';
import { httpClientEffects } from '../forge-tools/http-clients';
import type { GitRefReading } from '../git-args/git-ref-effect';
import type { Evaluator, IO, Outcome, Settings } from './evaluation';
import { runGit } from './git-runner';
import type { ShellState } from './shell-state';
import type { Field } from './word-expander';

/** `gh`, `glab`, `hub`, `git town`, and HTTP clients calling a forge's API: what they do to branches; hub hands what is not its own to git. Undefined for other programs. */
export function runForgeTool(ev: Evaluator, name: string, args: readonly Field[], settings: Settings, state: ShellState, io: IO): Outcome | undefined {
  let reading: GitRefReading | undefined;
  if (name === 'gh') {
    const alias = ghAlias(ev, args, settings, state, io);
    if (alias) return alias;
    reading = readGh(args);
  } else if (name === 'curl' || name === 'wget' || name === 'http' || name === 'https' || name === 'xh') {
    reading = httpClientEffects(name, args);
    if (!reading) return undefined;
  } else if (name === 'glab') reading = readGlab(args);
  else if (name === 'git-town') reading = readGitTown(args);
  else if (name === 'hub') {
    reading = readHubOwn(args);
    if (!reading) return runGit(ev, ev.git, args, settings, state, { ...io, via: [...io.via, 'hub'] });
  } else return undefined;
  const directory = ev.absolute(state) ?? null;
  const checkedOut: CurrentBranch[] =
    directory === null ? [{ kind: 'unknown', why: 'the command does not tell where it runs' }] : [ev.services.branches.read(directory)];
  const written = `${name === 'git-town' ? 'git town' : name} ${args.map((a) => a.text).join(' ')}`;
  for (const effect of reading.effects) ev.findings.refChanges.push({ effect, directory, checkedOut, written });
  for (const line of reading.unknown) ev.findings.unread(line);
  const to = reading.switchesTo;
  if (to && 'branch' in to && directory !== null) {
    const repository = ev.services.branches.repository(directory);
    if (repository) {
      const ok = state.withWorld({ ...state.world, heads: new Map(state.world.heads).set(repository, [{ kind: 'branch', name: to.branch }]) });
      return { ok, fail: state };
    }
  }
  return { ok: state, fail: state };
}

/** gh's own commands: a first word that is none of them is an alias (`gh alias set`, or `aliases:` in gh's config.yml). */
const GH_COMMANDS = new Set(
  'agent-task alias api attestation auth browse cache co codespace completion config copilot extension gist gpg-key help issue label org pr preview project release repo ruleset run search secret ssh-key status variable workflow'.split(
    ' ',
  ),
);

/**
 * `gh <alias>`: the command the alias stands for (`gh alias set land 'pr merge --squash' && gh land 9`), a `!` alias
 * run as the shell script it is; `gh alias set` itself is remembered for what follows. Undefined for gh's own commands.
 */
function ghAlias(ev: Evaluator, args: readonly Field[], settings: Settings, state: ShellState, io: IO): Outcome | undefined {
  const first = args[0];
  if (!first || first.dynamic) return undefined;
  if (first.text === 'alias' && args[1]?.text === 'set') {
    const [name, expansion] = args.slice(2).filter((a) => !a.text.startsWith('-'));
    if (!name || !expansion || name.dynamic || expansion.dynamic) return undefined;
    const shell = args.some((a) => a.text === '--shell' || a.text === '-s');
    const ok = state.withWorld({
      ...state.world,
      config: [...state.world.config, { key: `gh-alias.${name.text}`, value: `${shell ? '!' : ''}${expansion.text}` }],
    });
    return { ok, fail: state };
  }
  if (GH_COMMANDS.has(first.text) || first.text.startsWith('-')) return undefined;
  const expansion = [...state.world.config].reverse().find((s) => s.key === `gh-alias.${first.text}`)?.value ?? ghConfigAlias(ev, state, settings, first.text);
  if (expansion === undefined) return undefined;
  if (expansion.startsWith('!'))
    return ev.shell(`${expansion.slice(1)} "$@"`, state, io, { via: `gh alias ${first.text}`, settings }, { text: 'gh', dynamic: false }, args.slice(1));
  const words = expansion
    .split(/\s+/)
    .filter(Boolean)
    .map((text) => ({ text, dynamic: false }));
  return ev.command([{ text: 'gh', dynamic: false }, ...words, ...args.slice(1)], state, io, { via: `gh alias ${first.text}`, settings });
}

/** An alias in gh's config.yml (`$GH_CONFIG_DIR`, else `$XDG_CONFIG_HOME/gh`, else `~/.config/gh`), under `aliases:`. */
function ghConfigAlias(ev: Evaluator, state: ShellState, settings: Settings, name: string): string | undefined {
  const value = (variable: string) => {
    const values = ev.variable(variable, state, settings);
    return values?.length === 1 && values[0]!.known ? values[0]!.text : undefined;
  };
  const home = value('HOME');
  const directory = value('GH_CONFIG_DIR') ?? (value('XDG_CONFIG_HOME') ? `${value('XDG_CONFIG_HOME')}/gh` : home ? `${home}/.config/gh` : undefined);
  const text = directory === undefined ? undefined : (state.world.files.get(`${directory}/config.yml`) ?? ev.readFile(`${directory}/config.yml`));
  if (text === undefined) return undefined;
  let inAliases = false;
  for (const line of text.split('\n')) {
    if (/^\S/.test(line)) inAliases = /^aliases:\s*$/.test(line);
    else if (inAliases) {
      const match = /^\s+([^\s:]+):\s*(.+?)\s*$/.exec(line);
      if (match && match[1] === name) return match[2]!.replace(/^(['"])(.*)\1$/, '$2');
    }
  }
  return undefined;
}
