import { statSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { defineCommand, UsageError } from '../args/command-spec';
import { print } from '../args/print';
import { MarkdownPlanReader } from '../../services/plan/markdown-plan.reader';
import { PLAN_SKELETON_FILE, planSkeleton, skeletonValueProblem, type PlanSkeletonFields } from '../../services/plan/plan-skeleton';
import { writePlanSkeleton, type PlanInitOutcome } from '../../services/plan/plan-skeleton.writer';
import { WorkspaceLocator } from '../../services/workspace/workspace-locator';

/** `bearing plan init`: a plan skeleton where the plan reader looks, never in place of what a user wrote. */
export const PLAN_INIT_COMMAND = defineCommand({
  name: 'init',
  summary: "write a plan skeleton (a journey and one task) at the workspace root, where bearing's plan reader finds it",
  positionals: [
    {
      name: 'folder',
      optional: true,
      description: 'a folder of the workspace (default: the current one); the plan goes to its root, the nearest folder up with bearing.config.json or .git',
    },
  ],
  options: {
    'task-id': { type: 'string', value: '<id>', description: "the task's id, one word (default: T1)" },
    role: {
      type: 'string',
      value: '<role>',
      description: 'its assigned_role, e.g. implementer (default: a <…> placeholder, which bearing reads as not set yet)',
    },
    'next-action': { type: 'string', value: '<text>', description: 'its next_action, the first concrete step (default: a placeholder)' },
    force: {
      type: 'boolean',
      description: 'write even where plan.md or another plan exists; a plan.md in the way is first copied to plan.md.bak (then plan.md.bak.2, …)',
    },
    'dry-run': { type: 'boolean', description: 'print what would be written, and where; write nothing' },
  },
  details:
    "It writes plan.md with a journey marker (the workspace folder's name) and one task whose status is READY, then prints the file's path " +
    'and text. Fields not given are <…> placeholders; the bearing skill (skills/bearing/SKILL.md in this package) explains each.',
  exitCodes:
    'exit codes: 0 written (or, with --dry-run, shown), 1 nothing written (a plan or plan.md is already there, or it cannot be written), 2 a command line bearing cannot act on',
  run: async ({ values, positionals }) => {
    const folder = resolve(positionals[0] ?? '.');
    if (!statSync(folder, { throwIfNoEntry: false })?.isDirectory()) throw new UsageError(`no folder ${folder}`);
    const root = new WorkspaceLocator().root(folder);
    const text = planSkeleton(skeletonFields(values, root));
    let outcome: PlanInitOutcome;
    try {
      outcome = writePlanSkeleton({ root, text, force: values.force === true, dryRun: values['dry-run'] === true }, () => new MarkdownPlanReader());
    } catch (error) {
      return refuse(`cannot write ${join(root, PLAN_SKELETON_FILE)}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
    }
    return report(root, outcome, text, values['dry-run'] === true);
  },
});

/** The values given, checked (one word, one line: anything else would break the grammar), the rest left to the skeleton's placeholders. */
function skeletonFields(values: { readonly 'task-id'?: string; readonly role?: string; readonly 'next-action'?: string }, root: string): PlanSkeletonFields {
  const given = (option: string, name: Parameters<typeof skeletonValueProblem>[0], value: string | undefined) => {
    if (value === undefined) return undefined;
    const problem = skeletonValueProblem(name, value);
    if (problem) throw new UsageError(`--${option} ${problem}`);
    return value.trim();
  };
  const folderName = basename(root);
  const taskId = given('task-id', 'taskId', values['task-id']) ?? 'T1';
  const assignedRole = given('role', 'assignedRole', values.role);
  const nextAction = given('next-action', 'nextAction', values['next-action']);
  return {
    taskId,
    journey: skeletonValueProblem('journey', folderName) === undefined ? folderName : '<the name of this work>',
    ...(assignedRole !== undefined && { assignedRole }),
    ...(nextAction !== undefined && { nextAction }),
  };
}

function report(root: string, outcome: PlanInitOutcome, text: string, dryRun: boolean): number {
  const path = join(root, outcome.file);
  switch (outcome.kind) {
    case 'not_a_file':
      return refuse(`${path} is not a regular file; nothing written`);
    case 'exists': {
      if (outcome.fileExists) {
        const what = outcome.plans.includes(outcome.file) ? 'already holds a plan' : 'exists';
        return refuse(`${path} ${what}; nothing written (--force replaces it and keeps the old one as ${outcome.file}.bak, or .bak.2, …)`);
      }
      return refuse(`this workspace already has a plan (${outcome.plans.join(', ')}); nothing written (--force writes ${outcome.file} beside it)`);
    }
    case 'written': {
      const kept = outcome.backup === undefined ? '' : `, ${dryRun ? 'keeping' : 'kept'} the previous one as ${join(root, outcome.backup)}`;
      print(`${dryRun ? 'would write' : 'wrote'} ${path}${kept}${dryRun ? ' (dry run: nothing written)' : ''}:`);
      print();
      print(text);
      for (const other of outcome.otherPlans) note(`${other} holds a plan too; bearing reads the plans of a workspace as one, their tasks in scan order`);
      if (!outcome.readBack)
        note(`bearing's plan scan does not reach ${outcome.file} in this workspace (it stopped at one of its bounds; BEARING_TRACE=1 says which)`);
      return 0;
    }
  }
}

function refuse(line: string): number {
  note(line);
  return 1;
}

function note(line: string): void {
  process.stderr.write(`bearing plan init: ${line}\n`);
}
