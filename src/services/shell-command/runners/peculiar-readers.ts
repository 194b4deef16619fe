import type { Arg } from '../arg';
import { collectEffects, noEffects } from './option-effects';
import { scanOptions } from './option-scan';
import type { RunnerReading } from './runner-reading';
import type { ReadContext, RunnerSpec } from './runner-spec';
import { readWithSpec, unread } from './spec-reader';

/**
 * proxychains4 4.16 reads at most two leading option words, by their second character only: `-q…` is quiet, `-f…`
 * takes the next word as its config file; the first other word is the program (checked: `-qz echo` runs echo,
 * `-q -q -q echo` runs `-q`, `-- echo` runs `--`, `-f/x.conf echo` runs `echo`'s next word).
 */
export function readProxychains(args: readonly Arg[], context: ReadContext): readonly RunnerReading[] {
  let at = 0;
  for (let flags = 0; flags < 2 && args[at]?.text.startsWith('-'); flags++) {
    if (args[at]!.dynamic) return [unread(`${context.via}: ${args[at]!.text} may be an option, computed at run time`)];
    const letter = args[at]!.text[1];
    if (letter === 'q') at += 1;
    else if (letter === 'f') at += 2;
    else break;
  }
  if (args[at]?.dynamic && !/^[A-Za-z0-9_./~]/.test(args[at]!.text))
    return [unread(`${context.via}: ${args[at]!.text} may be an option, computed at run time`)];
  const words = args.slice(at);
  return words.length > 0 ? [{ kind: 'command', words, via: context.via }] : [];
}

/**
 * entr 5.3 (getopt `acdnprsz`, stops at the utility: checked with `entr -nz echo hi -a`): a word `/_` becomes the
 * path of the file that changed; with `-s` the first word is a script for `$SHELL -c`, whose `$0` is that path.
 */
export function readEntr(args: readonly Arg[], context: ReadContext): readonly RunnerReading[] {
  const grammar = context.spec.grammar!;
  const scan = scanOptions(args, grammar);
  if (scan.kind === 'unread') return [unread(`${context.via}: ${scan.why}`)];
  if (scan.kind === 'refused' || scan.operands.length === 0) return [];
  const changed = { text: '/_', dynamic: true };
  if (scan.options.some((o) => o.name === '-s')) return [{ kind: 'script', script: scan.operands[0]!, args: [changed], via: context.via }];
  const words = scan.operands.map((w) => (!w.dynamic && w.text === '/_' ? changed : w));
  return [{ kind: 'command', words, via: context.via }];
}

/**
 * systemd-run (systemd 252): the command runs as a transient service started by the service manager, not as a child:
 * with the manager's environment, in `/` (the system manager) or the user's home (`--user`), unless `--scope` runs
 * it here as a child, `-d`/`--same-dir` keeps this directory, or `--working-directory` names one (systemd.exec(5)).
 */
export function readSystemdRun(args: readonly Arg[], context: ReadContext): readonly RunnerReading[] {
  const base: RunnerSpec = { ...context.spec, read: undefined };
  const readings = readWithSpec(base, args, context.via);
  const scan = scanOptions(args, context.spec.grammar!);
  const given = scan.kind === 'read' ? collectEffects(scan.options, context.spec.grammar, noEffects()).given : new Set<string>();
  if (given.has('--scope')) return readings;
  const home = given.has('--user');
  const sameDir = given.has('-d') || given.has('--same-dir');
  return readings.map((reading) => {
    if (reading.kind !== 'command' && reading.kind !== 'script') return reading;
    const chdir = reading.chdir !== undefined || sameDir ? {} : { chdir: home ? null : '/' };
    return reading.kind === 'command' ? { ...reading, ...chdir, clearsEnv: true } : { ...reading, ...chdir };
  });
}
