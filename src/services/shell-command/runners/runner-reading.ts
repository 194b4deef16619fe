import type { Arg } from '../arg';

/**
 * What a program that runs programs does with its arguments.
 *
 * `env` lists the `NAME=value` words the runner sets for what it runs. A dynamic entry stands for settings the
 * words do not show (`envdir DIR`, `dotenv -e FILE`, `direnv exec DIR`): its text is the word that names their
 * source, and no name may be read from it.
 */
export type RunnerReading =
  /** It runs this command (the program word first), e.g. `sudo -u x git push` → words [git, push]. */
  | {
      readonly kind: 'command';
      readonly words: readonly Arg[];
      readonly via: string;
      readonly env?: readonly Arg[];
      readonly clearsEnv?: boolean;
      readonly chdir?: string | null;
    }
  /** It hands this text to a POSIX shell (`sh -c`), with `$0 $1 …` when given (`su -c 'git push'`, `watch 'git …'`, GNU parallel's command template with `:::` items filled in). */
  | {
      readonly kind: 'script';
      readonly script: Arg;
      readonly args?: readonly Arg[];
      readonly via: string;
      readonly env?: readonly Arg[];
      readonly chdir?: string | null;
    }
  /** xargs-like: runs `words` with items read from standard input appended (or, with `replace`, put where that string stands in the words); `shell` when the program runs the result through a shell (GNU parallel). */
  | {
      readonly kind: 'stdin-items';
      readonly words: readonly Arg[];
      readonly replace?: string;
      readonly shell?: boolean;
      readonly via: string;
      readonly chdir?: string | null;
    }
  /** It runs something the arguments do not show, or runs it elsewhere (`ssh host cmd` runs on another machine, `chroot dir cmd` in another root): one short reason. */
  | { readonly kind: 'unread'; readonly why: string };
