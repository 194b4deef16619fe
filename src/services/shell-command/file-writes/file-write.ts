/** A file a command line would write, truncate, move away or delete, as far as its text tells. */
export interface FileWrite {
  /** The path as the program receives it (quotes removed); for a word computed at run time, how it was written. */
  readonly path: string;
  readonly dynamic: boolean;
  /** Where the command runs (as GitInvocation.directory): relative to the command's own cwd, absolute, or null when unknown. */
  readonly directory: string | null;
  /** The form as people write it, for a reason to cite: `>`, `rm`, `sed -i`, `Set-Content`. */
  readonly form: string;
  /** It deletes the path or moves it away: a folder that holds a protected file counts as well. */
  readonly removes: boolean;
}
