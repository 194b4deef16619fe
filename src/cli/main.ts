import { writeSync } from 'node:fs';
import { benchCommand } from './bench.command';
import { demoCommand } from './demo.command';
import { hookMain } from './hook-main';
import { inspectCommand } from './inspect.command';
import { packageCommand, UsageError } from './package.command';

const USAGE = `usage: bearing hook <host> [--event <name>]   answer one host hook (payload on stdin)
       bearing demo                              replay the Claude Code fixtures through the packaged hook
       bearing package [--check] [--host <id> --out <dir>]  write (or check) the plugin manifests
       bearing inspect [--host <id>] [--policy <id>] [--json | --markdown]  what each host supports, and why
       bearing bench [--pairs N]                 cold-start benchmark of the packaged hook`;

/** The `bearing` command line. Hosts run the packaged hook (hooks/bearing-hook.cjs) directly, not this. */
export async function main(argv: readonly string[]): Promise<number> {
  try {
    return await run(argv);
  } catch (error) {
    // A command line bearing cannot act on: one line naming the problem, exit 2.
    const code = (error as NodeJS.ErrnoException).code;
    if (!(error instanceof UsageError) && !code?.startsWith('ERR_PARSE_ARGS')) throw error;
    writeSync(2, `bearing: ${(error as Error).message}\n`);
    return 2;
  }
}

async function run(argv: readonly string[]): Promise<number> {
  const [command, ...rest] = argv;
  switch (command) {
    case 'demo':
      return demoCommand();
    case 'package':
      return packageCommand(rest);
    case 'inspect':
      return inspectCommand(rest);
    case 'bench':
      return benchCommand(rest);
    case 'hook':
      return hookMain(argv);
    default:
      writeSync(2, `${USAGE}\n`);
      return command === undefined || command === 'help' || command === '--help' || command === '-h' ? 0 : 1;
  }
}
