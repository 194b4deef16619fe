import { defineCommand } from '../args/command-spec';
import { chosenHost, cliContext, hostSetupOptions, runPlan } from './host-setup';

/** What `bearing install` does on each host, for its help. */
const PER_HOST = [
  "What it does, per host: cursor, codex, kimi-code and opencode get bearing's entries merged into their own",
  'configuration file (Cursor hooks.json; Codex hooks.json and the trust entries of its config.toml; Kimi Code',
  'config.toml [[hooks]]; OpenCode opencode.json "plugin"), with every entry and byte of yours kept, the file as it was',
  'saved beside it as <file>.bearing-backup, and the new file put in place at once (a rename). claude-code and pi',
  'install plugins themselves: bearing runs their command (claude plugin install, pi install), or prints it when it',
  'is not on PATH. grok-build, agy and deepcode: it prints the command to run. Running it again changes nothing;',
  'bearing uninstall --host <id> takes out exactly what it added. A file that does not parse is left alone (exit 1).',
].join('\n');

/** `bearing install`: bearing registered in one host's own configuration, or the host's own plugin command run. */
export const INSTALL_COMMAND = defineCommand({
  name: 'install',
  summary: "register bearing with a host: merged into its own configuration, or through the host's plugin command",
  options: hostSetupOptions('the host to install bearing into'),

  details: `${PER_HOST}\n\nThen check it with bearing doctor.`,
  run: async ({ values }) => {
    const { installer, scope } = chosenHost(values);
    return runPlan('install', cliContext(scope), (context) => installer.install(context), values['dry-run'] === true);
  },
});
