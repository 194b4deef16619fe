import type { Arg } from '../../arg';
import type { InterpreterRun } from '../interpreter-run';
import { readJavaScriptOptions } from './node-command-line';
import { isOption } from './option-cluster';

/** Bun's flags that take a value, as `--name value`, `--name=value` or, for short ones, `-rvalue` (from `bun --help`, Bun 1.4). */
const WITH_VALUE = new Set([
  '--elide-lines',
  '-F',
  '--filter',
  '--shell',
  '--watch-kill-signal',
  '-r',
  '--preload',
  '--require',
  '--import',
  '--cpu-prof-name',
  '--cpu-prof-dir',
  '--cpu-prof-interval',
  '--heap-prof-name',
  '--heap-prof-dir',
  '--heap-prof-interval',
  '--install',
  '--port',
  '--conditions',
  '--fetch-preconnect',
  '--max-http-header-size',
  '--dns-result-order',
  '--redirect-warnings',
  '--disable-warning',
  '--title',
  '--unhandled-rejections',
  '--console-depth',
  '--user-agent',
  '--cron-title',
  '--cron-period',
  '--main-fields',
  '--extension-order',
  '--tsconfig-override',
  '-d',
  '--define',
  '--drop',
  '--feature',
  '-l',
  '--loader',
  '--jsx-factory',
  '--jsx-fragment',
  '--jsx-import-source',
  '--jsx-runtime',
  '--env-file',
  '--cwd',
  '-c',
  '--config',
]);

/**
 * `bun [flags] (-e CODE | -p CODE | run FILE | FILE | -) [args]`: `-e` and `-p` take their code from the next word
 * or the rest of theirs (`-e'…'`), the last one winning; `bun run FILE` and `bun FILE` run a file. Bun's other
 * commands (`install`, `x`, `exec`, `test` …) are not an interpreter run: undefined.
 */
export function readBunRun(args: readonly Arg[]): InterpreterRun | undefined {
  let first = 0;
  let code = false;
  for (; first < args.length && isOption(args[first]); first += WITH_VALUE.has(args[first]!.text) || CODE_OPTIONS.has(args[first]!.text) ? 2 : 1) {
    code ||= CODE_OPTIONS.has(args[first]!.text.replace(/=.*$/s, '')) || /^-[ep]./.test(args[first]!.text);
  }
  // With code on the command line, every operand is an argument of it (`bun -e CODE install` runs CODE).
  const command = code ? undefined : args[first];
  if (command && !command.dynamic && OTHER_COMMANDS.has(command.text)) return undefined;
  if (command && !command.dynamic && command.text === 'run') {
    return readJavaScriptOptions('bun run', [...args.slice(0, first), ...args.slice(first + 1)], WITH_VALUE, 0, true);
  }
  return readJavaScriptOptions('bun', args, WITH_VALUE, 0, true);
}

/** Options whose value is code. */
const CODE_OPTIONS = new Set(['-e', '--eval', '-p', '--print']);
/** Bun's commands that run no program of the user's. */
const OTHER_COMMANDS = new Set([
  'test',
  'x',
  'repl',
  'exec',
  'install',
  'i',
  'add',
  'a',
  'remove',
  'rm',
  'update',
  'audit',
  'dedupe',
  'prune',
  'outdated',
  'link',
  'unlink',
  'publish',
  'patch',
  'pm',
  'info',
  'why',
  'build',
  'init',
  'create',
  'c',
  'upgrade',
  'check',
  'fmt',
]);
