import type { Arg } from '../arg';
import type { RunnerReading } from './runner-reading';
import type { ReadContext } from './runner-spec';

/**
 * `busybox APPLET ARG…` (busybox 1.35.0) and `toybox COMMAND ARG…` (toybox 0.8.9): one binary holding many
 * programs; the first word names the one to run, by its base name (checked: `busybox /usr/bin/echo hi` and
 * `toybox /bin/echo` run their own echo). So the words are read as that command: `busybox env git push` is
 * `env git push`. A first word starting with `-` is the binary's own option (`--list`, `--install`, `--help`,
 * `--version`), and neither runs anything without a first word.
 */
export function readMulticall(args: readonly Arg[], context: ReadContext): readonly RunnerReading[] {
  const applet = args[0];
  if (!applet || (!applet.dynamic && applet.text.startsWith('-'))) return [];
  return [{ kind: 'command', words: args, via: context.via }];
}
