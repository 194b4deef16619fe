import { defineCommand } from '../args/command-spec';
import { chosenHost, cliContext, hostSetupOptions, runPlan } from './host-setup';

/** `bearing uninstall`: what `bearing install` added to a host, taken out again, and nothing else. */
export const UNINSTALL_COMMAND = defineCommand({
  name: 'uninstall',
  summary: 'take bearing out of a host again: exactly what bearing install added, nothing of yours',
  options: hostSetupOptions('the host to take bearing out of'),

  details: [
    "bearing's entries are the ones that run its packaged hook (hooks/bearing-hook.cjs, from any folder, or the",
    'bearing-hook bin a project file runs; OpenCode: its folder or the npm package bearing-hooks) and the block',
    'between its two marker comments in a TOML file; a file left with nothing of yours is removed. A file that is',
    'exactly what installing gave is put back byte for byte (from its backup: <file>.bearing-backup, or in a git',
    "repository the git folder's bearing/backups/).",
  ].join('\n'),
  run: async ({ values }) => {
    const { installer, scope } = chosenHost(values);
    return runPlan('uninstall', cliContext(scope), (context) => installer.uninstall(context), values['dry-run'] === true);
  },
});
