import type { TraceLine } from './trace-line';

/** How much of a reason a trace line shows: enough to recognise it; `bearing trace --json` has the rest. */
const REASON_CHARS = 100;

/**
 * One call for a person, the decision first:
 * `deny    claude-code PreToolUse tool/before  protected-branch: protected_ref: main (rule: …)  3.1 ms  2026-12-01 11:56:28`.
 * A call no policy decided names the first thing its reply said instead (a payload that could not be read), or that
 * no policy listens to its event.
 */
export function traceReportLine(line: TraceLine): string {
  const decision = line.decision;
  const verdict = decision?.verdict ?? 'none';
  const said = line.reply.diagnostics[0]?.replace(/^bearing: /, '');
  const why =
    decision && decision.verdict !== 'none'
      ? `${decision.policy ?? '?'}: ${firstLine(decision.reason ?? decision.context ?? '')}`
      : said !== undefined
        ? firstLine(said)
        : decision === null && line.policies.length === 0
          ? 'no policy listens to this event: answered neutrally'
          : '';
  const host = line.answeredBy ? `${line.host} (as ${line.answeredBy})` : line.host;
  const parts = [
    `${verdict.padEnd(8)}${host} ${line.event ?? '(no event named)'} ${line.family ?? '(no family)'}`,
    why,
    `${line.ms} ms`,
    line.time.replace('T', ' ').replace(/\.\d+Z$/, ''),
  ];
  return parts.filter((p) => p !== '').join('  ');
}

function firstLine(text: string): string {
  const line = text.split('\n')[0]!.trim();
  return line.length <= REASON_CHARS ? line : `${line.slice(0, REASON_CHARS - 1)}…`;
}
