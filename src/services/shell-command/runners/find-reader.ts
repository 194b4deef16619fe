import type { Arg } from '../arg';
import type { RunnerReading } from './runner-reading';
import type { ReadContext } from './runner-spec';
import { unread } from './spec-reader';

/**
 * find's primaries that take words of their own (findutils 4.9.0, find(1)): a word after one of them is its value,
 * never an action, so a computed value (`-name "$P"`) leaves the expression readable.
 */
const PRIMARY_VALUES: ReadonlyMap<string, number> = new Map([
  ...[
    '-amin',
    '-anewer',
    '-atime',
    '-cmin',
    '-cnewer',
    '-ctime',
    '-fstype',
    '-gid',
    '-group',
    '-ilname',
    '-iname',
    '-inum',
    '-ipath',
    '-iregex',
    '-iwholename',
    '-links',
    '-lname',
    '-mmin',
    '-mtime',
    '-name',
    '-newer',
    '-path',
    '-perm',
    '-regex',
    '-samefile',
    '-size',
    '-type',
    '-uid',
    '-used',
    '-user',
    '-wholename',
    '-xtype',
    '-context',
    '-fprint',
    '-fprint0',
    '-fls',
    '-printf',
    '-maxdepth',
    '-mindepth',
    '-regextype',
    '-files0-from',
  ].map((p) => [p, 1] as const),
  ['-fprintf', 2],
]);

const ACTION = /^-(exec|execdir|ok|okdir)$/;

/**
 * `find … -exec COMMAND… ;`, `-exec COMMAND… {} +`, and `-execdir`, `-ok`, `-okdir` (findutils 4.9.0, checked by
 * running them): `{}` stands for each file found, anywhere in a word for `;`; for `+` only a lone `{}` right before
 * the `+` ends the command (`-exec echo + \;` passes `+`, `-exec a{}b +` is refused). The `…dir` forms run in each
 * file's directory. find checks its whole expression before it runs anything, so one broken action runs none.
 */
export function readFind(args: readonly Arg[], context: ReadContext): readonly RunnerReading[] {
  const readings: RunnerReading[] = [];
  let expression = false;
  let computedPath: Arg | undefined;
  let strayTerminator = false;
  for (let i = 0; i < args.length; i++) {
    const word = args[i]!;
    // Paths come first; the expression starts at its first literal `-…`, `(`, `)`, `!` or `,`.
    if (!expression && !word.dynamic && /^[-(),!]/.test(word.text)) expression = true;
    if (!word.dynamic && (word.text === ';' || word.text === '+')) strayTerminator = true;
    if (!expression) {
      computedPath ??= word.dynamic ? word : undefined;
      continue;
    }
    if (word.dynamic) return [unread(`${context.via}: ${word.text} may be an action, computed at run time`)];
    const values = PRIMARY_VALUES.get(word.text);
    if (values !== undefined) {
      i += values;
      continue;
    }
    const action = ACTION.exec(word.text);
    if (!action) continue;
    const read = readAction(args, i);
    if (read === undefined) return [];
    const inDirectory = action[1]!.endsWith('dir');
    readings.push({ kind: 'command', words: read.words, via: `find ${word.text}`, ...(inDirectory && { chdir: null }) });
    i = read.end;
  }
  // `find . $ACTION git push \;`: a computed "path" followed by a terminator may well be an action.
  if (computedPath && strayTerminator) return [unread(`${context.via}: ${computedPath.text} may be an action, computed at run time`)];
  return readings;
}

/** The command of the action at `at` and the index of its terminator; undefined when find refuses the action. */
function readAction(args: readonly Arg[], at: number): { words: Arg[]; end: number } | undefined {
  for (let end = at + 1; end < args.length; end++) {
    const text = args[end]!.text;
    const plus = text === '+' && end > at + 1 && args[end - 1]!.text === '{}';
    if (text !== ';' && !plus) continue;
    const words = args.slice(at + 1, end);
    if (words.length === 0) return undefined;
    // `{} +` takes the found files in one lone `{}`: one written inside a word, or a second one, is refused.
    if (plus && words.slice(0, -1).some((w) => w.text.includes('{}'))) return undefined;
    return { words: words.map((w) => (w.text.includes('{}') ? { text: w.text, dynamic: true } : w)), end };
  }
  return undefined;
}
