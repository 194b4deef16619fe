import { writeSync } from '../../platform/node-builtins';
import { hookCommand } from './run-hook';

/**
 * The packaged hook's command line: `<host> [--event <name>]` or `hook <host> …`. Anything else is taken as
 * a host id, so a hook line with a mistyped host still answers neutrally (exit 0) instead of failing the
 * host's action. Other commands (demo, package, bench) live in the `bearing` CLI, off the hook path.
 */
export async function hookMain(argv: readonly string[]): Promise<number> {
  const [first, ...rest] = argv;
  if (first === undefined || first === '--help' || first === '-h') {
    // Asked for, help goes to stdout; a hook line with no host gets it on stderr, where no host reads a reply.
    writeSync(first === undefined ? 2 : 1, 'usage: node bearing-hook.cjs <host> [--event <name>]   (payload on stdin; see `bearing help hook`)\n');
    return 0;
  }
  const args = first === 'hook' ? rest : argv;
  return hookCommand(args[0] ?? '', eventOption(args));
}

function eventOption(args: readonly string[]): string | undefined {
  const at = args.indexOf('--event');
  return at >= 0 ? args[at + 1] : undefined;
}
