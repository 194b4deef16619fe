import { writeSync } from 'node:fs';
import { hookCommand } from './hook.command';

const USAGE = `usage: bearing hook <host> [--event <name>]   answer one host hook (payload on stdin)
       bearing demo                              replay the Claude Code fixtures through the packaged hook
       bearing package [--check]                 write (or check) the plugin manifests
       bearing bench                             cold-start benchmark of the packaged hook`;

/**
 * Command-line dispatch. Anything that is not a known command is taken as a host id, so a hook line
 * with a mistyped host still answers neutrally (exit 0) instead of failing the host's action.
 */
export async function main(argv: readonly string[]): Promise<number> {
  const [command, ...rest] = argv;
  switch (command) {
    case undefined:
    case 'help':
    case '--help':
    case '-h':
      writeSync(2, `${USAGE}\n`);
      return 0;
    case 'demo':
      return (await import('./demo.command')).demoCommand();
    case 'package':
      return (await import('./package.command')).packageCommand(rest.includes('--check'));
    case 'bench':
      return (await import('./bench.command')).benchCommand(rest);
    case 'hook':
      return hookCommand(rest[0] ?? '', eventOption(rest));
    default:
      return hookCommand(command, eventOption(rest));
  }
}

function eventOption(args: readonly string[]): string | undefined {
  const at = args.indexOf('--event');
  return at >= 0 ? args[at + 1] : undefined;
}
