import { COMMAND_HOSTS } from '../../hosts/command-hosts';
import { defineCommand } from '../args/command-spec';
import { hookCommand } from '../hook/run-hook';
import { hooklessHost } from './hookless-host';

/**
 * `bearing hook <host>`: the packaged hook (hooks/bearing-hook.cjs), run through the CLI, for a person trying a
 * payload. A host id it does not run is a usage error here (one line, exit 2): the hook lines hosts run call
 * hooks/bearing-hook.cjs itself, which answers a mistyped host neutrally (exit 0) so as never to fail the host's action.
 */
export const HOOK_COMMAND = defineCommand({
  name: 'hook',
  summary: "answer one host hook: the host's payload on stdin, the host's reply on stdout",
  positionals: [{ name: 'host', description: 'the host running the hook', choices: () => COMMAND_HOSTS.map((h) => h.id), refuse: hooklessHost }],
  options: {
    event: { type: 'string', value: '<name>', description: 'the native event this hook line was registered for (a host that does not name it in the payload)' },
  },
  details: 'Hosts run node hooks/bearing-hook.cjs <host> directly; this is the same answer, for trying a payload by hand.',
  exitCodes:
    "exit codes: the host's own protocol (0 with the reply on stdout, or 2 where that host blocks on it); a hook that fails answers neutrally, exit 0;\n" +
    'a host it does not run, 2 (hooks/bearing-hook.cjs, which hosts run, answers that neutrally too)',
  run: async ({ values, positionals }) => hookCommand(positionals[0]!, values.event),
});
