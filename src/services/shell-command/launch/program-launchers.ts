import { gitGlobalOptions } from '../git-args/git-global-options';
import type { WordToken } from '../syntax/shell-token';
import type { Launch } from './shell-launchers';

/**
 * Programs that run a command they are given: `find -exec … ;`, `su -c`, `script -c`, `flock file -c`,
 * `git submodule foreach`. Empty for any other program, or when the words name no command.
 */
export function readProgramLaunches(name: string, args: readonly WordToken[]): Launch[] {
  if (name === 'find') return findActions(args);
  if (name === 'git') return submoduleForeach(args);
  if (name !== 'su' && name !== 'runuser' && name !== 'script' && name !== '-c') return [];
  // `-c` as a command name is what the flock prefix leaves of `flock file -c script`.
  const script = name === '-c' ? args[0]?.text : commandScript(args);
  return script !== undefined ? [{ script, dialect: 'posix', via: `${name === '-c' ? 'flock' : name} -c` }] : [];
}

/**
 * The script `su`, `runuser` and `script` take for a POSIX shell, as getopt reads it: `-c script`, `-lc script`,
 * `-c'script'` and `-qcscript` (the value written against the option), `--command script`, `--command=script`,
 * and any abbreviation of `--command` (the only long option of theirs that starts with `c`). Their other
 * options' values (a user, a shell, a log file) never look like one, so the scan need not know which take one.
 */
function commandScript(args: readonly WordToken[]): string | undefined {
  for (let i = 0; i < args.length; i++) {
    const word = args[i]!;
    const long = /^--([a-z]+)(?:=([\s\S]*))?$/.exec(word.text);
    if (long && 'command'.startsWith(long[1]!)) return long[2] ?? args[i + 1]?.text;
    const short = word.dynamic ? null : /^-[a-z]*?c([\s\S]*)/i.exec(word.text);
    if (short) return short[1] !== '' ? short[1] : args[i + 1]?.text;
  }
  return undefined;
}

/** `find … -exec|-execdir|-ok|-okdir command… ;` (or `+`): the `…dir` ones run in each file's directory. */
function findActions(args: readonly WordToken[]): Launch[] {
  const launches: Launch[] = [];
  for (let i = 0; i < args.length; i++) {
    const action = args[i]!.text;
    if (!/^-(exec|ok)(dir)?$/.test(action)) continue;
    const end = args.findIndex((a, j) => j > i && (a.text === ';' || a.text === '+'));
    if (end < 0) break; // find refuses to run at all
    // `{}` stands for each file found.
    const words = args.slice(i + 1, end).map((w) => (w.text.includes('{}') ? { ...w, dynamic: true } : w));
    launches.push({ words, via: `find ${action}`, ...(action.endsWith('dir') && { directory: null }) });
    i = end;
  }
  return launches;
}

/** `git submodule [--quiet] foreach [--recursive] <command>`: the command runs in each submodule; one word is a script. */
function submoduleForeach(args: readonly WordToken[]): Launch[] {
  let at = gitGlobalOptions(args).subcommand;
  if (args[at]?.text !== 'submodule') return [];
  while (args[++at]?.text.startsWith('-'));
  if (args[at]?.text !== 'foreach') return [];
  while (args[++at]?.text.startsWith('-'));
  const command = args.slice(at);
  const via = 'git submodule foreach';
  if (command.length === 1) return [{ script: command[0]!.text, dialect: 'posix', via, directory: null }];
  return command.length > 0 ? [{ words: command, via, directory: null }] : [];
}
