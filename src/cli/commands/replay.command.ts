import { existsSync, readFileSync } from 'node:fs';
import { HOST_CATALOG } from '../../hosts/host-catalog';
import { replay, replayInput, replayReport } from '../../trace/replay';
import { defineCommand, UsageError } from '../args/command-spec';
import { print } from '../args/print';

/** `bearing replay`: one hook call run again through the same runner, with why it was answered so. */
export const REPLAY_COMMAND = defineCommand({
  name: 'replay',
  summary: 'run one hook call again (a trace line or a fixture) and show the reply and why: policies, rule, descriptor evidence',
  positionals: [{ name: 'input', description: 'a fixture file (fixtures/<host>/…/*.json), a trace file (its last line), a trace line itself, or - for stdin' }],
  options: {
    host: {
      type: 'string',
      value: '<id>',
      description: "the host that answers (default: the trace line's, or the fixture's _fixture.host or fixtures/<host>/ folder)",
      choices: () => HOST_CATALOG.filter((h) => h.adapter).map((h) => h.id),
    },
    event: {
      type: 'string',
      value: '<name>',
      description: "the event the hook was registered for, as `--event` on its command line (default: the trace line's)",
    },
    json: { type: 'boolean', description: 'the replay as one JSON object: the reply, the decision, each policy, the descriptor cell, the comparison' },
  },
  details: [
    'The payload goes through the runner the hook uses, in this process, with every host registered and tracing off.',
    'It prints the decision, the reply the host would get, the policy that decided and its rule, every policy that ran',
    "with its time, and the host descriptor's cell for the event's family: its state, the channel the decision takes and",
    'the evidence for it. A trace line is also compared with what it recorded (exit code, stdout, stderr). Examples:',
    '  bearing replay fixtures/claude-code/live/pre-tool-use.bash-checkout-main.json',
    '  bearing trace --json | tail -n 1 | bearing replay -',
    'A traced payload had its secrets redacted, so a replay sees the redacted text. The call runs for real: a session',
    "start or a stop records in bearing's state (.git/bearing/, or the user cache outside git) what the hook would have.",
    'Exit 0 when it ran (and, for a trace line, gave the reply recorded); 1 when the reply differs from the trace line.',
  ].join('\n'),
  run: async ({ values, positionals }) => {
    const source = positionals[0]!;
    const text = readInput(source);
    const input = replayInput(text, {
      ...(values.host !== undefined && { host: values.host }),
      ...(values.event !== undefined && { event: values.event }),
      path: source,
    });
    if (typeof input === 'string') throw new UsageError(input);
    // Where the hook ran: what a payload without a cwd of its own is answered in.
    if (input.traced && existsSync(input.traced.cwd)) process.chdir(input.traced.cwd);
    const result = await replay(input);
    print(values.json ? JSON.stringify(result) : replayReport(result));
    return result.traced && !result.traced.same ? 1 : 0;
  },
});

/** `-` is stdin; a word that starts with `{` is a trace line itself; anything else a file. */
function readInput(source: string): string {
  if (source.trimStart().startsWith('{')) return source;
  try {
    return readFileSync(source === '-' ? 0 : source, 'utf8');
  } catch (error) {
    throw new UsageError(`cannot read ${source === '-' ? 'stdin' : source} (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
  }
}
