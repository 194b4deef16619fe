import { constants, copyFileSync, lstatSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PLAN_SKELETON_FILE } from './plan-skeleton';
import type { PlanReader } from './plan.reader';

export interface PlanInitRequest {
  /** The workspace root (WorkspaceLocator's), where the plan reader starts. */
  readonly root: string;
  readonly text: string;
  /** Write even where a plan or a file of that name exists; an existing file is first copied to a backup. */
  readonly force: boolean;
  /** Decide everything, write nothing. */
  readonly dryRun: boolean;
}

export type PlanInitOutcome =
  /** Written (or, on a dry run, would be). */
  | {
      readonly kind: 'written';
      readonly file: string;
      /** Where the file it replaced was copied first. */
      readonly backup?: string;
      /** Other plan documents the reader will keep merging with this one. */
      readonly otherPlans: readonly string[];
      /** False if the reader's bounded scan does not reach the file it wrote (never on a dry run). */
      readonly readBack: boolean;
    }
  /** Nothing written: the file exists, or the workspace already has a plan (without --force). */
  | { readonly kind: 'exists'; readonly file: string; readonly fileExists: boolean; readonly plans: readonly string[] }
  /** Nothing written, even with --force: a folder, a link or a device there is not a file bearing may replace. */
  | { readonly kind: 'not_a_file'; readonly file: string };

/**
 * Writes the plan skeleton at the workspace root, and never loses what a user wrote: without `force` it refuses
 * where the file exists or any plan document does (the reader would merge a second plan into the first); with
 * it, a file in the way is copied to the first free `plan.md.bak`, `plan.md.bak.2`, … (never a `.md`, so the
 * reader does not take the backup for a plan) before it is replaced. The write itself is exclusive when nothing
 * is to be replaced, so a file that appears meanwhile is not overwritten either.
 */
export function writePlanSkeleton(request: PlanInitRequest, reader: () => PlanReader): PlanInitOutcome {
  const file = PLAN_SKELETON_FILE;
  const path = join(request.root, file);
  const existing = lstatSync(path, { throwIfNoEntry: false });
  if (existing && !existing.isFile()) return { kind: 'not_a_file', file };
  const plans = reader().read(request.root).documents;
  if (!request.force && (existing || plans.length > 0)) return { kind: 'exists', file, fileExists: existing !== undefined, plans };
  const otherPlans = plans.filter((p) => p !== file);
  if (request.dryRun) return { kind: 'written', file, ...(existing && { backup: freeBackupName(request.root, file) }), otherPlans, readBack: true };
  const backup = existing ? backUp(request.root, file) : undefined;
  try {
    writeFileSync(path, request.text, { flag: backup === undefined ? 'wx' : 'w' });
  } catch (error) {
    // Someone wrote the file since it was looked at: theirs stays.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return { kind: 'exists', file, fileExists: true, plans };
    throw error;
  }
  // A fresh reader: the one above has the workspace as it was.
  const readBack = reader().read(request.root).documents.includes(file);
  return { kind: 'written', file, ...(backup !== undefined && { backup }), otherPlans, readBack };
}

/** Copies the file to the first backup name nobody has taken (the copy is exclusive), and returns that name. */
function backUp(root: string, file: string): string {
  for (let n = 1; ; n++) {
    const name = backupName(file, n);
    try {
      copyFileSync(join(root, file), join(root, name), constants.COPYFILE_EXCL);
      return name;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
}

function freeBackupName(root: string, file: string): string {
  for (let n = 1; ; n++) if (!lstatSync(join(root, backupName(file, n)), { throwIfNoEntry: false })) return backupName(file, n);
}

const backupName = (file: string, n: number) => `${file}.bak${n === 1 ? '' : `.${n}`}`;
