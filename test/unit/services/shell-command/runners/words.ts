import type { Arg } from '../../../../../src/services/shell-command/arg';
import type { RunnerReading } from '../../../../../src/services/shell-command/runners/runner-reading';

/**
 * The words of a command line as a shell would hand them over: blanks separate words, `'…'` keeps blanks in one,
 * and a word with a `$` outside quotes is computed at run time (its text is how it was written, quotes removed).
 */
export function words(line: string): Arg[] {
  const found: Arg[] = [];
  for (const match of line.matchAll(/(?:'[^']*'|[^\s'])+/g)) {
    const written = match[0];
    found.push({ text: written.replace(/'([^']*)'/g, '$1'), dynamic: written.replace(/'[^']*'/g, '').includes('$') });
  }
  return found;
}

export const arg = (text: string, dynamic = false): Arg => ({ text, dynamic });

type Extra = { env?: readonly Arg[]; clearsEnv?: boolean; chdir?: string | null };

export const command = (via: string, line: string, extra: Extra = {}): RunnerReading => ({ kind: 'command', words: words(line), via, ...extra });

export const script = (
  via: string,
  text: string,
  extra: { args?: readonly Arg[]; env?: readonly Arg[]; chdir?: string | null; dynamic?: boolean } = {},
): RunnerReading => {
  const { dynamic = false, ...rest } = extra;
  return { kind: 'script', script: arg(text, dynamic), via, ...rest };
};

export const items = (via: string, line: string, extra: { replace?: string; shell?: boolean; chdir?: string | null } = {}): RunnerReading => ({
  kind: 'stdin-items',
  words: words(line),
  via,
  ...extra,
});

export const unread = (why: string): RunnerReading => ({ kind: 'unread', why });
