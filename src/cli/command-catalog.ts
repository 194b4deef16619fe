import type { CliEntry } from './args/command-spec';
import { BENCH_COMMAND } from './commands/bench.command';
import { DEMO_COMMAND } from './commands/demo.command';
import { HOOK_COMMAND } from './commands/hook.command';
import { INSPECT_COMMAND } from './commands/inspect.command';
import { PACKAGE_COMMAND } from './commands/package.command';

/** Every `bearing` command, in the order `bearing help` lists them: a user's commands first, a contributor's last. */
export const COMMAND_CATALOG: readonly CliEntry[] = [INSPECT_COMMAND, HOOK_COMMAND, DEMO_COMMAND, PACKAGE_COMMAND, BENCH_COMMAND];
