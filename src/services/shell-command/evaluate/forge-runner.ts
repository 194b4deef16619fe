import type { CurrentBranch } from '../../git-files/current-branch.reader';
import { readGh, readGitTown, readGlab, readHubOwn } from '../forge-tools/forge-readers';
import type { GitRefReading } from '../git-args/git-ref-effect';
import type { Evaluator, IO, Outcome, Settings } from './evaluation';
import { runGit } from './git-runner';
import type { ShellState } from './shell-state';
import type { Field } from './word-expander';

/** `gh`, `glab`, `hub`, `git town`: what they do to branches; hub hands what is not its own to git. Undefined for other programs. */
export function runForgeTool(ev: Evaluator, name: string, args: readonly Field[], settings: Settings, state: ShellState, io: IO): Outcome | undefined {
  let reading: GitRefReading | undefined;
  if (name === 'gh') reading = readGh(args);
  else if (name === 'glab') reading = readGlab(args);
  else if (name === 'git-town') reading = readGitTown(args);
  else if (name === 'hub') {
    reading = readHubOwn(args);
    if (!reading) return runGit(ev, ev.git, args, settings, state, { ...io, via: [...io.via, 'hub'] });
  } else return undefined;
  const directory = ev.absolute(state) ?? null;
  const checkedOut: CurrentBranch[] = directory === null ? [{ kind: 'unknown', why: 'the command does not tell where it runs' }] : [ev.services.branches.read(directory)];
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
