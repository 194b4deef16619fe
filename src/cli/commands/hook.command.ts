import { COMMAND_HOSTS } from '../../hosts/command-hosts';
import { defineCommand } from '../args/command-spec';
import { hookCommand } from '../hook/run-hook';

/**
 * `bearing hook <host>`: the packaged hook (hooks/bearing-hook.cjs), run through the CLI. A host id bearing does not
 * know is not a usage error here: a hook answers it neutrally (exit 0, one stderr line listing the hosts), so a
 * mistyped hook line never fails the host's action.
 */
export const HOOK_COMMAND = defineCommand({
  name: 'hook',
  summary: "answer one host hook: the host's payload on stdin, the host's reply on stdout",
  positionals: [{ name: 'host', description: `the host running the hook: ${COMMAND_HOSTS.map((h) => h.id).join(', ')}` }],
  options: {
    event: { type: 'string', value: '<name>', description: 'the native event this hook line was registered for (a host that does not name it in the payload)' },
  },
  details: 'Hosts run node hooks/bearing-hook.cjs <host> directly; this is the same answer, for trying a payload by hand.',
  exitCodes: "exit codes: the host's own protocol (0 with the reply on stdout, or 2 where that host blocks on it); a hook that fails answers neutrally, exit 0",
  run: async ({ values, positionals }) => hookCommand(positionals[0]!, values.event),
});
