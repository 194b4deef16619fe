import type { CliEntry, CommandGroup } from './args/command-spec';
import { BENCH_COMMAND } from './commands/bench.command';
import { CHECK_COMMAND } from './commands/check.command';
import { CONFIG_APPROVE_COMMAND } from './commands/config-approve.command';
import { CONFIG_VALIDATE_COMMAND } from './commands/config-validate.command';
import { DEMO_COMMAND } from './commands/demo.command';
import { DOCTOR_COMMAND } from './commands/doctor.command';
import { HOOK_COMMAND } from './commands/hook.command';
import { INSPECT_COMMAND } from './commands/inspect.command';
import { INSTALL_COMMAND } from './commands/install.command';
import { LOG_COMMAND } from './commands/log.command';
import { PACKAGE_COMMAND } from './commands/package.command';
import { PLAN_INIT_COMMAND } from './commands/plan-init.command';
import { REPLAY_COMMAND } from './commands/replay.command';
import { RULES_COMMAND } from './commands/rules.command';
import { TRACE_COMMAND } from './commands/trace.command';
import { UNINSTALL_COMMAND } from './commands/uninstall.command';

/** `bearing plan …`: the workspace's plan, the one task record the plan-aware policies read. */
const PLAN_GROUP: CommandGroup = {
  name: 'plan',
  summary: "the workspace's plan (the task record activation and closeout read)",
  subcommands: [PLAN_INIT_COMMAND],
};

/** `bearing config …`: the settings files, as the hook reads them, and the user's approval of a change that loosens them. */
const CONFIG_GROUP: CommandGroup = {
  name: 'config',
  summary: "bearing's settings files (bearing.config.json, the user-level config)",
  subcommands: [CONFIG_VALIDATE_COMMAND, CONFIG_APPROVE_COMMAND],
};

/** Every `bearing` command, in the order `bearing help` lists them: a user's commands first, a contributor's last. */
export const COMMAND_CATALOG: readonly CliEntry[] = [
  INSTALL_COMMAND,
  UNINSTALL_COMMAND,
  DOCTOR_COMMAND,
  CHECK_COMMAND,
  RULES_COMMAND,
  INSPECT_COMMAND,
  LOG_COMMAND,
  TRACE_COMMAND,
  REPLAY_COMMAND,
  PLAN_GROUP,
  CONFIG_GROUP,
  HOOK_COMMAND,
  DEMO_COMMAND,
  PACKAGE_COMMAND,
  BENCH_COMMAND,
];
