import { findExecutable } from '../find-executable';
import type { InstallContext } from '../install-context';
import type { InstallPlan, InstallStep } from '../install-plan';
import { shellLine } from '../../platform/shell-words';

type CommandStep = Omit<Extract<InstallStep, { kind: 'command' }>, 'kind'>;

/**
 * A host that keeps its own files (Claude Code's plugins, Pi's packages): bearing runs the host's own commands, one
 * after the other, or, when the host's program is not on PATH, prints them for the user to run where it is (the run
 * then fails: nothing was installed). `notes` are said after a run only.
 */
export function hostCommandPlan(context: InstallContext, commands: readonly CommandStep[], notes?: readonly string[]): InstallPlan {
  const program = commands[0]!.argv[0]!;
  if (!findExecutable(program, context.env)) {
    const line = commands.map((c) => shellLine(c.argv)).join(' && ');
    return { steps: [{ kind: 'manual', lines: [`${program} is not on PATH; run, where it is: ${line}`], unfinished: true }] };
  }
  return { steps: commands.map((c) => ({ kind: 'command', ...c })), ...(notes && { notes }) };
}
