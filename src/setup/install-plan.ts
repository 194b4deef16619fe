/**
 * What an install or an uninstall will do, worked out before anything is written, so that `--dry-run` shows exactly
 * what a real run does and a run that cannot finish changes nothing.
 */
export type InstallStep = FileStep | CommandStep | ManualStep;

/** A file bearing edits: its whole text before and after (null: the file does not exist, or goes away). */
export interface FileStep {
  readonly kind: 'file';
  readonly path: string;
  readonly before: string | null;
  readonly after: string | null;
  /** What the change is about, in words: `5 hooks (beforeShellExecution, …)`. */
  readonly what: string;
  /** How it reads: bearing adds `what` to the file, updates bearing's own there, or removes them. */
  readonly verb: 'add' | 'update' | 'remove';
  /** A folder install makes for the file (a project's `.cursor/`): when the file goes and leaves it empty, it goes too. */
  readonly folder?: string;
}

/**
 * A command of the host's own that installs or removes a plugin (the host keeps its own files). `keepsEnd` names a
 * file the host rewrites as it runs: if it ended with a line break before, it still does after (Pi drops it).
 * `leavesEmpty` names a file the host's removal may leave holding nothing but `empty` (Claude Code leaves
 * `{"enabledPlugins": {}}` in a project's settings it made for the plugin): bearing removes it then, and its folder
 * when that is left empty.
 */
interface CommandStep {
  readonly kind: 'command';
  readonly argv: readonly string[];
  readonly what: string;
  /** Exit codes that mean "nothing to do" (already removed), besides 0. */
  readonly alsoFine?: (result: { readonly status: number | null; readonly output: string }) => boolean;
  /** What a failure means, where the host's own words do not say it (a crash of the host's runtime): one line. */
  readonly explain?: (output: string) => string | undefined;
  readonly keepsEnd?: string;
  readonly leavesEmpty?: { readonly path: string; readonly empty: unknown };
}

/** What the user does by hand, where bearing cannot do it for them: the lines to print. */
interface ManualStep {
  readonly kind: 'manual';
  readonly lines: readonly string[];
  /** bearing would have run it itself and could not (the host's command is not on PATH): the run fails. */
  readonly unfinished?: boolean;
}

export interface InstallPlan {
  readonly steps: readonly InstallStep[];
  /** Lines printed after the steps: what the host still needs (a trusted project, a reload). */
  readonly notes?: readonly string[];
}

/** A file step that changes something. */
export const changes = (step: InstallStep): boolean => step.kind !== 'file' || step.before !== step.after;
