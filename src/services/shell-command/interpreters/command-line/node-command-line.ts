import type { Arg } from '../../arg';
import type { InterpreterRun } from '../interpreter-run';
import { isOption } from './option-cluster';

/**
 * Node's options that take a value, as `--name value` or `--name=value` (from `node --help`, Node 20). V8's own
 * options (`--stack-size=…`) take theirs only after `=`.
 */
const WITH_VALUE = new Set([
  '-r',
  '--require',
  '--import',
  '--loader',
  '--experimental-loader',
  '-C',
  '--conditions',
  '--input-type',
  '--env-file',
  '--env-file-if-exists',
  '--inspect-port',
  '--debug-port',
  '--title',
  '--redirect-warnings',
  '--openssl-config',
  '--tls-cipher-list',
  '--tls-keylog',
  '--icu-data-dir',
  '--diagnostic-dir',
  '--report-dir',
  '--report-directory',
  '--report-filename',
  '--report-signal',
  '--heapsnapshot-signal',
  '--heapsnapshot-near-heap-limit',
  '--cpu-prof-dir',
  '--cpu-prof-name',
  '--cpu-prof-interval',
  '--heap-prof-dir',
  '--heap-prof-name',
  '--heap-prof-interval',
  '--secure-heap',
  '--secure-heap-min',
  '--unhandled-rejections',
  '--dns-result-order',
  '--experimental-policy',
  '--policy-integrity',
  '--disable-proto',
  '--disable-warning',
  '--trace-event-categories',
  '--trace-event-file-pattern',
  '--watch-path',
  '--test-reporter',
  '--test-reporter-destination',
  '--test-name-pattern',
  '--test-concurrency',
  '--test-shard',
  '--test-timeout',
  '--experimental-default-type',
  '--experimental-sea-config',
  '--snapshot-blob',
  '--build-snapshot-config',
  '--allow-fs-read',
  '--allow-fs-write',
  '--inspect-publish-uid',
  '--max-http-header-size',
  '--network-family-autoselection-attempt-timeout',
  '--use-largepages',
  '--v8-pool-size',
  '--trace-require-module',
  '--stack-trace-limit',
]);
/** Options whose value is the code: `-e`/`--eval`; `-p`/`--print` evaluates and prints (`-pe` is both). The last one given wins. */
const EVAL = new Set(['-e', '--eval', '-p', '--print', '-pe']);

/**
 * `node [options] [-e CODE | -p CODE | SCRIPT | -] [args]`: options are read up to the first operand (after `-e` too:
 * `node -e CODE --no-warnings` is an option); with code given, every operand is an argument of it; without, the first
 * operand is the script; with neither, the program is standard input. process.argv.slice(1) (after `-e`) or
 * process.argv.slice(2) (after a script) is what follows.
 */
export function readNodeRun(name: string, args: readonly Arg[]): InterpreterRun {
  return readJavaScriptOptions(name, args, WITH_VALUE, 0);
}

/** The shared reading of Node's and Bun's command lines, from index `from`. */
export function readJavaScriptOptions(name: string, args: readonly Arg[], withValue: ReadonlySet<string>, from: number, attachedEval = false): InterpreterRun {
  let code: Arg | undefined;
  let via = name;
  const run = (program: InterpreterRun['code'], rest: readonly Arg[]): InterpreterRun => ({ language: 'node', via, code: program, inPlace: [], args: rest });
  for (let i = from; i < args.length; i++) {
    const word = args[i]!;
    if (word.text === '--' && !word.dynamic) {
      if (code) return run({ inline: code }, args.slice(i + 1));
      const script = args[i + 1];
      return script ? run({ file: script }, args.slice(i + 2)) : run({ stdin: true }, []);
    }
    if (!isOption(word)) {
      if (code) return run({ inline: code }, args.slice(i));
      return word.text === '-' && !word.dynamic ? run({ stdin: true }, args.slice(i + 1)) : run({ file: word }, args.slice(i + 1));
    }
    const equals = word.text.indexOf('=');
    const option = word.text.startsWith('--') && equals > 0 ? word.text.slice(0, equals) : word.text;
    if (EVAL.has(option)) {
      via = `${name} ${option === '--print' || option === '-pe' ? '-p' : option === '--eval' ? '-e' : option}`;
      // `--eval=CODE` carries its code; `--print=…` is a flag whose value Node drops.
      if (equals > 0) code = option === '--eval' ? { text: word.text.slice(equals + 1), dynamic: word.dynamic } : { text: '', dynamic: false };
      else code = args[++i] ?? { text: '', dynamic: false };
    } else if (attachedEval && /^-[ep]./.test(word.text)) {
      via = `${name} ${word.text.slice(0, 2)}`;
      code = { text: word.text.slice(2), dynamic: word.dynamic };
    } else if (equals < 0 && withValue.has(option)) i++;
  }
  return code ? run({ inline: code }, []) : run({ stdin: true }, []);
}
