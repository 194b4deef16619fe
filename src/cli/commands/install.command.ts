import { defineCommand } from '../args/command-spec';
import { HOST_CATALOG } from '../../hosts/host-catalog';
import { installHelp } from '../../setup/install-summary';
import { chosenHost, cliContext, hostSetupOptions, runPlan } from './host-setup';

/** `bearing install`: bearing registered in one host's own configuration, or the host's own plugin command run. */
export const INSTALL_COMMAND = defineCommand({
  name: 'install',
  summary: "register bearing with a host: merged into its own configuration, or through the host's plugin command",
  options: hostSetupOptions('the host to install bearing into'),

  // Generated from each installer's summary, like the README's install table: the two cannot drift apart.
  details: `${installHelp(HOST_CATALOG)}\n\nThen check it with bearing doctor.`,
  run: async ({ values }) => {
    const { installer, scope } = chosenHost(values);
    return runPlan('install', cliContext(scope), (context) => installer.install(context), values['dry-run'] === true);
  },
});
