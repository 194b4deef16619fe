import type { Arg } from '../arg';
import { commandName } from '../launch/command-name';
import { applyEffect } from './option-effects';
import type { RunnerReading } from './runner-reading';
import type { ReadContext } from './runner-spec';
import { commandReading, readOwnOptions, scriptReading, unread } from './spec-reader';

const POSIX_SHELLS = new Set(['sh', 'bash', 'dash', 'zsh', 'ksh', 'mksh', 'ash', 'yash', 'busybox']);

/**
 * `su [options] [-] [USER [ARG…]]` and `runuser` (util-linux 2.38.1, getopt `c:fg:G:lmpPs:u:hVw:` without `+`, so
 * options may follow the user: `su root -c 'cmd'`). They run the user's shell with the ARGs (checked:
 * `su root -- -c 'echo x'` runs `echo x`; `su -s /bin/echo root hello` prints `hello`), with `-c SCRIPT` first when
 * given, the ARGs then being `$0 $1 …`. `-l`, `-` and `--login` start a login shell: a fresh environment, in the
 * user's home. `runuser -u USER cmd…` runs the command itself, no shell (and refuses `-c` with `-u`).
 */
export function readUserShell(args: readonly Arg[], context: ReadContext): readonly RunnerReading[] {
  const own = readOwnOptions(args, context);
  if ('done' in own) return own.done;
  const { scan, effects } = own;
  let operands = scan.operands;
  if (operands[0]?.text === '-' && !operands[0].dynamic && scan.afterDashDash !== 0) {
    applyEffect(context.spec.dashOperand!, [], effects);
    operands = operands.slice(1);
  }
  if (effects.given.has('-u') || effects.given.has('--user')) {
    if (effects.script) return [];
    return operands.length > 0 ? [commandReading(operands, context.via, effects)] : [];
  }
  // The user, when given; what follows goes to the shell.
  const shellArgs = operands.slice(1);
  const shell = scan.options.filter((o) => o.name === '-s' || o.name === '--shell').pop()?.values[0];
  if (shell && (shell.dynamic || !POSIX_SHELLS.has(commandName(shell.text)))) {
    const dashC = effects.script ? [{ text: '-c', dynamic: false }, effects.script] : [];
    return [commandReading([shell, ...dashC, ...shellArgs], context.via, effects)];
  }
  if (effects.script) return [scriptReading(effects.script, context.via, effects, shellArgs)];
  const first = shellArgs[0];
  if (first && !first.dynamic && first.text === '-c' && shellArgs[1]) return [scriptReading(shellArgs[1], context.via, effects, shellArgs.slice(2))];
  if (first) return [unread(`${context.via} runs the shell script file ${first.text}`)];
  return [unread(`${context.via} starts a shell that reads its commands from standard input`)];
}

/**
 * `sg [-] GROUP [[-c] COMMAND]` (shadow 4.13, login package): the command is one word, run through `/bin/sh -c`
 * whether or not `-c` is written, and later words are dropped (checked: `sg root echo a b` prints an empty line,
 * `sg root 'echo c; echo d'` prints both). `-` starts a login environment; any other option is refused. Without a
 * command it starts a shell.
 */
export function readSg(args: readonly Arg[], context: ReadContext): readonly RunnerReading[] {
  const words = args[0] && !args[0].dynamic && args[0].text === '-' ? args.slice(1) : args;
  const group = words[0];
  if (!group || (!group.dynamic && group.text.startsWith('-'))) return [];
  const flag = words[1];
  if (flag?.dynamic) return [unread(`${context.via}: ${flag.text} may be -c, computed at run time`)];
  const script = flag?.text === '-c' ? words[2] : flag;
  return script ? [{ kind: 'script', script, via: context.via }] : [unread(`${context.via} starts a shell that reads its commands from standard input`)];
}

/**
 * capsh (libcap2-bin 2.66): every option is one word (`--caps=…`, `--shell=/bin/x`); after `--` the words go to
 * `/bin/bash` (or the `--shell`), so `capsh -- -c 'cmd'` runs cmd (checked: `capsh -- -c 'echo $0' x` prints `x`,
 * `capsh --shell=/bin/echo -- hi` prints `hi`). `--chroot=` runs it in another root; `==` runs capsh again.
 */
export function readCapsh(args: readonly Arg[], context: ReadContext): readonly RunnerReading[] {
  const end = args.findIndex((a) => !a.dynamic && a.text === '--');
  const options = end < 0 ? args : args.slice(0, end);
  if (options.some((o) => o.dynamic)) return [unread(`${context.via}: an option is computed at run time`)];
  if (options.some((o) => o.text.startsWith('--chroot='))) return [unread(`${context.via} --chroot runs it in another root directory`)];
  if (options.some((o) => o.text === '==' || o.text === '--help' || o.text === '--license')) return [];
  if (end < 0) return [];
  const shellArgs = args.slice(end + 1);
  const shell = options
    .filter((o) => o.text.startsWith('--shell='))
    .pop()
    ?.text.slice('--shell='.length);
  if (shell !== undefined && !POSIX_SHELLS.has(commandName(shell)))
    return [{ kind: 'command', words: [{ text: shell, dynamic: false }, ...shellArgs], via: context.via }];
  const first = shellArgs[0];
  if (first && !first.dynamic && first.text === '-c' && shellArgs[1])
    return [{ kind: 'script', script: shellArgs[1], ...(shellArgs.length > 2 && { args: shellArgs.slice(2) }), via: context.via }];
  if (first) return [unread(`${context.via} runs the shell script file ${first.text}`)];
  return [unread(`${context.via} starts a shell that reads its commands from standard input`)];
}
