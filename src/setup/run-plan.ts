import { spawnSync } from 'node:child_process';
import { changes, type FileStep, type InstallPlan } from './install-plan';
import { InstallRefusal } from './install-refusal';
import type { InstallContext } from './install-context';
import { existsSync, readdirSync, rmdirSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { canonicalJson } from './edit/canonical-json';
import { jsonObjectOf } from './kits/lenient-json';
import { readText, replaceFile } from './edit/file-write';
import { findExecutable } from './find-executable';
import { shellLine } from '../platform/shell-words';
import { unifiedDiff } from './edit/unified-diff';

/** Where a command's lines go: what it did on stdout, what went wrong on stderr. */
export interface PlanOutput {
  out(text: string): void;
  err(text: string): void;
}

const PAST = { add: 'added', update: 'updated', remove: 'removed' } as const;
const PREPOSITION = { add: 'to', update: 'in', remove: 'from' } as const;

function fileLine(step: FileStep, dryRun: boolean): string {
  if (step.before === step.after)
    return `${step.path}: ${step.verb === 'remove' ? "nothing of bearing's there; nothing to remove" : `already has ${step.what}; nothing to change`}`;
  const verb = dryRun ? `would ${step.verb}` : PAST[step.verb];
  if (step.after === null) return `${verb} ${step.what} and the file it leaves empty: ${step.path}`;
  return `${verb} ${step.what} ${PREPOSITION[step.verb]} ${step.before === null ? 'a new file ' : ''}${step.path}`;
}

/** `--dry-run`: each file's change as a unified diff, then one line per step (a file's change, a command, a manual step). */
export function showPlan(plan: InstallPlan, output: PlanOutput): number {
  const summary: string[] = [];
  for (const step of plan.steps) {
    if (step.kind === 'file') {
      const diff = unifiedDiff(step.path, step.before, step.after);
      // A blank line after each diff keeps it apart from the next one and from the summary.
      if (diff) output.out(`${diff}\n`);
      summary.push(fileLine(step, true));
    } else if (step.kind === 'command') {
      summary.push(`would run: ${shellLine(step.argv)} (${step.what})`);
    } else {
      summary.push(...step.lines);
    }
  }
  // The "would …" lines say it: nothing was changed. What to do after a real run (plan.notes) is not shown here.
  output.out(summary.join('\n'));
  return 0;
}

/**
 * Carries the plan out: each file replaced whole (a backup beside it, then an atomic rename), after checking it is
 * still what the plan was made from; each host command run with the same environment. A step that fails stops the
 * rest, and exit 1.
 */
export function applyPlan(plan: InstallPlan, context: Pick<InstallContext, 'env' | 'cwd'>, output: PlanOutput): number {
  let unfinished = false;
  for (const step of plan.steps) {
    if (step.kind === 'file') {
      if (changes(step)) {
        // Someone (the host itself) changed the file since it was read: a plan made from other text is not applied.
        if (readText(step.path) !== step.before)
          throw new InstallRefusal(`${step.path} changed while bearing was working on it; nothing was written, run the command again`);
        const { backup, restored } = replaceFile(step.path, step.after);
        const folderGone = step.after === null && step.folder !== undefined && removeIfEmpty(step.folder);
        output.out(
          `${fileLine(step, false)}${backup ? ` (the file as it was before bearing: ${backup})` : restored ? ' (back as it was before bearing; its backup went)' : ''}${folderGone ? `, and its folder ${step.folder}, left empty` : ''}`,
        );
      } else {
        output.out(fileLine(step, false));
      }
    } else if (step.kind === 'command') {
      const program = findExecutable(step.argv[0]!, context.env);
      if (!program) throw new InstallRefusal(`${step.argv[0]} is not on PATH; run yourself: ${shellLine(step.argv)}`);
      const endedWithBreak = step.keepsEnd !== undefined && (readText(step.keepsEnd)?.endsWith('\n') ?? false);
      const run = spawnSync(program, step.argv.slice(1), {
        cwd: context.cwd,
        env: context.env as NodeJS.ProcessEnv,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
        timeout: 120_000,
      });
      const said = `${run.stdout ?? ''}${run.stderr ?? ''}`.trim();
      if (run.status !== 0 && !step.alsoFine?.({ status: run.status, output: said })) {
        const meaning = step.explain?.(said);
        output.err(
          `bearing: ${shellLine(step.argv)} failed (${run.error ? run.error.message : `exit ${run.status}`})${said ? `:\n${said}` : ''}${meaning ? `\nbearing: ${meaning}` : ''}`,
        );
        return 1;
      }
      if (endedWithBreak) restoreFinalBreak(step.keepsEnd!);
      // The host's own words, under the command: what it did is its to say.
      output.out([`ran: ${shellLine(step.argv)} (${step.what})`, ...(said ? said.split('\n').map((line) => `  ${line}`) : [])].join('\n'));
      if (step.leavesEmpty && removeIfHolding(step.leavesEmpty.path, step.leavesEmpty.empty)) {
        const folder = dirname(step.leavesEmpty.path);
        const gone = removeIfEmpty(folder);
        output.out(
          `removed ${step.leavesEmpty.path}, left holding only ${JSON.stringify(step.leavesEmpty.empty)}${gone ? `, and its folder ${folder}, left empty` : ''}`,
        );
      }
    } else {
      output.out(step.lines.join('\n'));
      unfinished ||= step.unfinished === true;
    }
  }
  if (plan.notes?.length) output.out(plan.notes.join('\n'));
  return unfinished ? 1 : 0;
}

/** Removes a folder that holds nothing (what install made for a file that has gone); true when it went. */
function removeIfEmpty(folder: string): boolean {
  if (!existsSync(folder) || readdirSync(folder).length > 0) return false;
  rmdirSync(folder);
  return true;
}

/** Removes a JSON file that holds `empty` and nothing else (any spacing, any key order); true when it went. */
function removeIfHolding(path: string, empty: unknown): boolean {
  const held = jsonObjectOf(readText(path));
  if (held === undefined || canonicalJson(held) !== canonicalJson(empty)) return false;
  unlinkSync(path);
  return true;
}

/** The line break a host's rewrite dropped at the end of its file, put back (the file is the host's: nothing else). */
function restoreFinalBreak(path: string): void {
  const text = readText(path);
  if (text !== null && text !== '' && !text.endsWith('\n')) writeFileSync(path, `${text}\n`);
}
