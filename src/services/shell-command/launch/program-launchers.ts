import { gitGlobalOptions } from '../git/git-global-options';
import { splitInline } from '../inline-value';
import type { WordToken } from '../syntax/shell-token';
import { joined, type Launch } from './shell-launchers';

const set = (...items: string[]) => new Set(items);

/** `find` actions that run the words up to `;` (or `{} +`) as a command; the `…dir` ones in each file's directory. */
const FIND_ACTIONS = set('-exec', '-execdir', '-ok', '-okdir');
const WATCH_VALUES = set('-n', '--interval', '-q', '--equexit');
const FLOCK_VALUES = set('-w', '--wait', '--timeout', '-E', '--conflict-exit-code');
/** Options of `su`/`runuser` and of `script` that take the next word as their value (their `-c` is read apart). */
const SU_VALUES = set('-s', '--shell', '-g', '--group', '-G', '--supp-group', '-w', '--whitelist-environment', '-u', '--user');
const SCRIPT_VALUES = set('-E', '--echo', '-o', '--output-limit', '-T', '--log-timing', '-I', '--log-in', '-O', '--log-out', '-B', '--log-io', '-m', '--logging-format');

/**
 * Programs that run a command they are given: `find -exec … ;`, `watch`, `flock`, `script -c`, `su -c`,
 * `git submodule foreach`, `git rebase --exec`. Empty for any other program, or when the words name no command.
 */
export function readProgramLaunches(name: string, args: readonly WordToken[]): Launch[] {
  switch (name) {
    case 'find':
      return findActions(args);
    case 'watch':
      return watch(args);
    case 'flock':
      return flock(args);
    case 'script':
      return commandOption(name, args, SCRIPT_VALUES);
    case 'su':
    case 'runuser':
      return commandOption(name, args, SU_VALUES);
    case 'git':
      return gitLaunches(args);
    default:
      return [];
  }
}

function findActions(args: readonly WordToken[]): Launch[] {
  const launches: Launch[] = [];
  for (let i = 0; i < args.length; i++) {
    const action = args[i]!.text;
    if (!FIND_ACTIONS.has(action)) continue;
    const end = args.findIndex((a, j) => j > i && (a.text === ';' || (a.text === '+' && args[j - 1]!.text === '{}')));
    if (end < 0) return [...launches, { unread: `find ${action} has no \`;\` ending its command` }];
    // `{}` stands for each file found.
    const words = args.slice(i + 1, end).map((w) => (w.text.includes('{}') ? { ...w, dynamic: true } : w));
    launches.push({ words, via: `find ${action}`, ...(action.endsWith('dir') && { directory: null }) });
    i = end;
  }
  return launches;
}

/** `watch [options] command…` runs its words joined by blanks with `sh -c`, or as they are with `-x`. */
function watch(args: readonly WordToken[]): Launch[] {
  let exec = false;
  let i = 0;
  for (; i < args.length && args[i]!.text.startsWith('-'); i++) {
    const text = args[i]!.text;
    if (text === '--') {
      i++;
      break;
    }
    if (WATCH_VALUES.has(text)) i++;
    if (text === '-x' || text === '--exec') exec = true;
  }
  if (i >= args.length) return [];
  return [exec ? { words: args.slice(i), via: 'watch -x' } : { script: joined(args, i), dialect: 'posix', via: 'watch' }];
}

/** `flock [options] file command…`, or `flock [options] file -c script`. */
function flock(args: readonly WordToken[]): Launch[] {
  let i = 0;
  for (; i < args.length && args[i]!.text.startsWith('-'); i++) if (FLOCK_VALUES.has(args[i]!.text)) i++;
  const command = args.slice(i + 1);
  const first = command[0]?.text;
  if (first === '-c' || first === '--command') return command[1] ? [{ script: command[1].text, dialect: 'posix', via: 'flock -c' }] : [];
  return command.length > 0 ? [{ words: command, via: 'flock' }] : [];
}

/** `su -c script`, `su - bob -c script`, `script -qc script file`: the script runs in a POSIX shell. */
function commandOption(name: string, args: readonly WordToken[], values: ReadonlySet<string>): Launch[] {
  // A login shell (`su -`, `su -l`, `su --login`) starts in the user's home directory.
  const login = name !== 'script' && args.some((w) => w.text === '-' || w.text === '--login' || /^-[a-zA-Z]*l[a-zA-Z]*$/.test(w.text));
  for (let i = 0; i < args.length; i++) {
    const word = args[i]!;
    const [option, inline] = splitInline(word.text);
    if (option === '--command' || option === '--session-command' || (/^-[a-zA-Z]*c$/.test(word.text) && !word.dynamic)) {
      const script = inline ?? args[i + 1]?.text;
      return script === undefined ? [] : [{ script, dialect: 'posix', via: `${name} -c`, ...(login && { directory: null }) }];
    }
    if (values.has(word.text)) i++;
  }
  return [];
}

/** `git submodule foreach <command>` (in each submodule) and `git rebase -x|--exec <script>` (after each commit). */
function gitLaunches(args: readonly WordToken[]): Launch[] {
  let at = gitGlobalOptions(args).subcommand;
  const subcommand = args[at]?.text;
  if (subcommand === 'rebase') {
    const exec = args.findIndex((w, i) => i > at && (w.text === '-x' || w.text === '--exec'));
    const script = exec < 0 ? undefined : args[exec + 1];
    return script ? [{ script: script.text, dialect: 'posix', via: 'git rebase --exec', directory: null }] : [];
  }
  if (subcommand !== 'submodule') return [];
  for (at++; args[at]?.text.startsWith('-'); at++); // --quiet
  if (args[at]?.text !== 'foreach') return [];
  for (at++; args[at]?.text.startsWith('-'); at++) {
    if (args[at]!.text !== '--') continue; // --recursive
    at++;
    break;
  }
  const command = args.slice(at);
  const via = 'git submodule foreach';
  // One word is a script for the shell; more are a command and its arguments.
  if (command.length === 1) return [{ script: command[0]!.text, dialect: 'posix', via, directory: null }];
  return command.length > 0 ? [{ words: command, via, directory: null }] : [];
}
