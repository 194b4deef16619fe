import type { ReadBudget } from '../syntax/read-budget';
import { ReadLimitError, ShellSyntaxError } from '../syntax/shell-syntax-error';
import type { Script } from './posix-ast';
import { parsePosixScript } from './posix-parser';

/** Line breaks tried back from a syntax error, looking for the commands bash runs before it. */
const MAX_TRIES = 16;

/** A script as bash runs it: the commands it reads, and when a syntax error stops it, what was left unread. */
export interface RunnableScript {
  readonly script: Script;
  /** Said when a syntax error stops bash part way: from which line, and why. */
  readonly rest?: string;
}

/**
 * The part of `text` bash runs. bash reads and runs one complete command at a time, so the lines before a syntax
 * error run (`git push origin HEAD:main` on line 1, a stray `fi` on line 2), in a `-c` string and under `eval` alike:
 * on an error, the longest run of whole lines before it that reads cleanly is what runs. Throws when no line before
 * the error reads (bash runs nothing then) or past a bound of `budget`, which every try spends.
 */
export function parseRunnableScript(text: string, budget: ReadBudget): RunnableScript {
  try {
    return { script: parsePosixScript(text, budget) };
  } catch (error) {
    if (!(error instanceof ShellSyntaxError) || error instanceof ReadLimitError || error.at === undefined) throw error;
    let cut = text.lastIndexOf('\n', error.at - 1);
    for (let tries = 0; cut > 0 && tries < MAX_TRIES; tries++) {
      try {
        const script = parsePosixScript(text.slice(0, cut), budget);
        return { script, rest: `from line ${text.slice(0, cut).split('\n').length + 1} on, it could not be read (${error.message})` };
      } catch (again) {
        if (!(again instanceof ShellSyntaxError) || again instanceof ReadLimitError) throw again;
        cut = text.lastIndexOf('\n', cut - 1);
      }
    }
    throw error;
  }
}
