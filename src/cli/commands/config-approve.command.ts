import { resolve } from 'node:path';
import { defineCommand, UsageError } from '../args/command-spec';
import type { RuntimeEnvironment } from '../../platform/runtime-environment';
import { writeApprovalRecord } from '../../services/config/approval/approval-file';
import { fileName } from '../../services/config/approval/approval-notice';
import type { ApprovedBy } from '../../services/config/approval/approval.record';
import { approvalRecord, approvalState, type ApprovalState } from '../../services/config/approval/config-approval';
import { changeLine } from '../../services/config/approval/config-change';
import { readConfigLayers } from '../../services/config/workspace-config.reader';
import { WorkspaceLocator } from '../../services/workspace/workspace-locator';
import { processTerminal, type ApprovalTerminal } from './approval-terminal';

/** What the command talks to: replaced in tests by a fake terminal and an environment of their own. */
export interface ConfigApproveDependencies {
  readonly terminal: () => ApprovalTerminal;
  readonly environment: RuntimeEnvironment;
  readonly now?: () => Date;
}

/**
 * `bearing config approve`: shows what changed in the settings that apply here since the user approved them (what
 * loosens first), asks, and on `y` records them as approved, so the hook obeys them. Only in a terminal: an agent's
 * tool call must not approve its own change (the config guard also refuses it).
 */
export function configApproveCommand(dependencies: ConfigApproveDependencies = { terminal: processTerminal, environment: process.env }) {
  return defineCommand({
    name: 'approve',
    summary: 'approve a change to bearing.config.json (or the user-level config) that loosens the guard: shows it, asks, and records it',
    options: {
      cwd: { type: 'string', value: '<dir>', description: 'the workspace to approve for (default: the one of the current folder)' },
    },
    details: [
      'The hook obeys a change that loosens the settings (a rule weaker, a name no longer protected, a policy switched',
      'off, ...) only once you approve it here; until then it obeys the stricter of the approved and the current',
      'settings. A change that loosens nothing applies at once. This shows each change as `key: old → new`, the',
      'loosening ones first, and asks `Approve these changes for <root>? [y/N]`. It needs a terminal on standard input',
      'and output, so that an agent cannot approve from a tool call.',
    ].join('\n'),
    exitCodes:
      'exit codes: 0 approved, or nothing to approve, 1 not approved (or a broken settings file), 2 no terminal, or a command line bearing cannot act on',
    run: async ({ values }) => {
      const terminal = dependencies.terminal();
      if (!terminal.interactive)
        throw new UsageError(
          "needs a terminal on standard input and output: approving a change to bearing's configuration is the user's, in their own terminal",
        );
      const root = new WorkspaceLocator().root(resolve(values.cwd ?? process.cwd()));
      const environment = dependencies.environment;
      const current = readConfigLayers(root, environment);
      if (!current.ok) {
        terminal.say(`${current.location}: ${current.error}; fix it first (bearing config validate lists every problem)`);
        return 1;
      }
      const state = approvalState(environment, root, current, { record: true, ...(dependencies.now && { now: dependencies.now }) });
      if (state.kind === 'unkept') {
        terminal.say('bearing has no private cache folder to keep approvals in (set BEARING_CACHE_DIR to an absolute path): it obeys the settings as they are');
        return 1;
      }
      if (state.kind === 'approved') {
        terminal.say(
          `nothing waits for approval in ${root}: bearing obeys ${current.layers.length === 0 ? 'the defaults' : current.layers.map((l) => l.path).join(' and ')} as ${current.layers.length > 1 ? 'they are' : 'it is'}`,
        );
        return 0;
      }
      terminal.say(shown(state, root).join('\n'));
      const answer = await terminal.ask(`Approve these changes for ${root}? [y/N] `);
      if (!/^\s*y(es)?\s*$/i.test(answer)) {
        terminal.say(`not approved: bearing keeps obeying the approved settings in ${root}`);
        return 1;
      }
      // The texts shown are the ones approved: a file changed since (while the question was open) waits again.
      writeApprovalRecord(state.file, approvalRecord(root, current.texts, 'user', dependencies.now));
      terminal.say(`approved: bearing obeys the settings in ${root} as they are now`);
      return 0;
    },
  });
}

/** What the approved settings were, for the first line. */
const SINCE: Readonly<Record<ApprovedBy, string>> = {
  user: 'you approved the settings there',
  'first-seen': 'bearing first saw the settings there',
  bearing: 'the settings there last changed without loosening anything',
};

/** What the question is about: what changed, the loosening changes first. */
function shown(state: Extract<ApprovalState, { kind: 'pending' | 'unknown' }>, root: string): string[] {
  if (state.kind === 'unknown')
    return [
      `bearing cannot tell which settings you approved in ${root}: ${state.why}.`,
      'Approving makes the settings that apply there now the approved ones.',
    ];
  const loosening = state.changes.filter((c) => c.loosens);
  const rest = state.changes.filter((c) => !c.loosens);
  return [
    `${state.changed.map(fileName).join(' and ')} in ${root} changed since ${SINCE[state.record.approvedBy]} (${state.record.approvedAt}).`,
    'Loosens the guard:',
    ...loosening.map((c) => `  ${changeLine(c)}`),
    ...(rest.length > 0 ? ['Other changes:', ...rest.map((c) => `  ${changeLine(c)}`)] : []),
  ];
}

export const CONFIG_APPROVE_COMMAND = configApproveCommand();
