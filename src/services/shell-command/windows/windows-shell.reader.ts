import { isAbsolute, resolve } from '../../../platform/node-builtins';
import type { ShellDialect } from '../../../protocol/shell-dialect';
import type { EvaluationServices } from '../evaluation-services';
import type { GitArg } from '../git-args/git-arg';
import { NO_CONTEXT } from '../git-args/git-context';
import { readGitRefEffects } from '../git-args/git-ref-effects';
import { gitFileWrites } from '../file-writes/git-file-writes';
import type { GitInvocation } from '../git-invocation';
import type { ShellAnalysis } from '../shell-analysis';
import { CheckedOutBranches, known } from './checked-out-branches';
import { WindowsCommandReader } from './windows-command.reader';

/**
 * A PowerShell or cmd line: read by the token-level reader these shells need (their quoting and their `;`, `&&`,
 * script blocks), then each git judged with the branches checked out as the invocations before it leave them.
 */
export function readWindowsShell(command: string, dialect: ShellDialect, cwd: string | undefined, services: EvaluationServices): ShellAnalysis {
  const reading = new WindowsCommandReader().read(command, dialect);
  const absolute = (directory: string | null) =>
    directory === null ? null : isAbsolute(directory) ? directory : cwd === undefined ? directory : resolve(cwd, directory);
  const checkedOut = new CheckedOutBranches(services.branches);
  const invocations: GitInvocation[] = [];
  const unread = [...reading.unread];
  reading.invocations.forEach((legacy, at) => {
    const directory = absolute(legacy.directory);
    const gitDir = legacy.gitDir === undefined ? undefined : (absolute(legacy.gitDir) ?? undefined);
    const where = { directory: directory !== null && isAbsolute(directory) ? directory : null, ...(gitDir !== undefined && { gitDir }) };
    const heads = checkedOut.at(where, at, legacy.chain);
    const args: GitArg[] = legacy.args.map((text, i) => ({ text, dynamic: legacy.dynamic.includes(i) }));
    const effects = readGitRefEffects(args, { ...NO_CONTEXT, checkedOut: heads });
    if (effects.switchesTo)
      checkedOut.add({ at, where, to: effects.switchesTo, sequenced: legacy.sequenced, chain: legacy.chain, written: `git ${legacy.args.join(' ')}` });
    unread.push(...effects.unknown);
    invocations.push({
      args: legacy.args,
      dynamic: legacy.dynamic,
      directory,
      ...(gitDir !== undefined && { gitDir }),
      via: legacy.via,
      checkedOut: known(where) ? heads : heads,
      reading: effects,
    });
  });
  const refChanges = invocations.flatMap((invocation) =>
    invocation.reading.effects.map((effect) => ({
      effect,
      directory: invocation.directory,
      ...(invocation.gitDir !== undefined && { gitDir: invocation.gitDir }),
      checkedOut: invocation.checkedOut,
      written: `git ${invocation.args.join(' ')}`,
    })),
  );
  const writes = [...reading.writes.map((w) => ({ ...w, directory: absolute(w.directory) })), ...invocations.flatMap(gitFileWrites)];
  return {
    commands: invocations.map((i) => ({
      program: 'git',
      args: i.args.map((text, n) => ({ text, dynamic: i.dynamic.includes(n) })),
      directory: i.directory,
      via: i.via,
    })),
    invocations,
    refChanges,
    writes,
    unread,
  };
}
