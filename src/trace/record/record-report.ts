import { cut, type RecordLine } from './record-line';

/** How much of a command and of a reason one line of `bearing log` shows: `--json` has the whole line. */
const COMMAND_CHARS = 60;
const REASON_CHARS = 100;
/** A session id's first characters: enough to tell sessions apart, and what `--session` takes. */
const SHORT_SESSION_CHARS = 8;

/**
 * One decision for a person, the decision first, then the host, the session (short), what was run, the rule, the
 * reason, and when (UTC): `deny      claude-code  3f2a9c1e  git checkout -b main  create_protected_branch  protected_ref: …  2026-12-02 15:01:22`.
 * A deny that stood in for an ask the host cannot put shows as `ask→deny`.
 */
export function recordReportLine(line: RecordLine): string {
  const decision = line.asked === 'refused' ? 'ask→deny' : line.verdict;
  const session = line.session === undefined ? '-' : line.session.slice(0, SHORT_SESSION_CHARS);
  return [
    `${decision.padEnd(8)}  ${line.host}`,
    session,
    cut(oneLine(whatRan(line)), COMMAND_CHARS),
    line.rule ?? '-',
    cut(oneLine(line.reason ?? ''), REASON_CHARS),
    line.time.replace('T', ' ').replace(/\.\d+Z$/, ''),
  ]
    .filter((part) => part !== '')
    .join('  ');
}

/** The command line, else the tool and the files it names, else the tool, else the event. */
function whatRan(line: RecordLine): string {
  if (line.command !== undefined) return line.command;
  if (line.paths !== undefined && line.paths.length > 0) return `${line.tool ?? 'write'} ${line.paths.join(' ')}`;
  return line.tool ?? line.event;
}

function oneLine(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ').trim();
}
