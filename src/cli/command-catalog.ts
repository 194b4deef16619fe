import type { CliEntry } from './args/command-spec';
import { BENCH_COMMAND } from './commands/bench.command';
import { DEMO_COMMAND } from './commands/demo.command';
import { DOCTOR_COMMAND } from './commands/doctor.command';
import { HOOK_COMMAND } from './commands/hook.command';
import { INSPECT_COMMAND } from './commands/inspect.command';
import { INSTALL_COMMAND } from './commands/install.command';
import { PACKAGE_COMMAND } from './commands/package.command';
import { UNINSTALL_COMMAND } from './commands/uninstall.command';

/** Every `bearing` command, in the order `bearing help` lists them: a user's commands first, a contributor's last. */
export const COMMAND_CATALOG: readonly CliEntry[] = [INSTALL_COMMAND, UNINSTALL_COMMAND, DOCTOR_COMMAND, INSPECT_COMMAND, HOOK_COMMAND, DEMO_COMMAND, PACKAGE_COMMAND, BENCH_COMMAND];
