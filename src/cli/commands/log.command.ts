import { DAY_MS, pruneRecord } from '../../trace/record/record-file';
import type { RecordLine } from '../../trace/record/record-line';
import { readRecord } from '../../trace/record/record-reader';
import { recordReportLine } from '../../trace/record/record-report';
import { recordTarget } from '../../trace/record/record-target';
import { defineCommand, UsageError } from '../args/command-spec';
import { print } from '../args/print';

/** How many decisions `bearing log` shows without --limit (a session's are all shown). */
const DEFAULT_LIMIT = 20;

/** `--since 2h`: a number and a unit. */
const UNIT_MS: Readonly<Record<string, number>> = { s: 1_000, m: 60_000, h: 3_600_000, d: DAY_MS, w: 7 * DAY_MS };

/** `bearing log`: what bearing refused and asked about, from the record every hook call keeps of them. */
export const LOG_COMMAND = defineCommand({
  name: 'log',
  summary: 'what bearing refused and asked about: the latest decisions of the record, newest last',
  options: {
    session: { type: 'string', value: '<id>', description: 'only this session (its id, or the first characters `bearing log` shows)' },
    'last-session': { type: 'boolean', description: 'only the most recent session that has a decision recorded' },
    since: {
      type: 'string',
      value: '<when>',
      description: 'only decisions since then: a duration back from now (30m, 2h, 7d, 1w) or a date or time (2026-12-01, 2026-12-01T09:00Z)',
    },
    limit: { type: 'string', value: 'N', description: `the latest N decisions (default: ${DEFAULT_LIMIT}; a session's are all shown)` },
    json: { type: 'boolean', description: 'one JSON array of the record lines, newest last' },
  },
  details: [
    'Every deny and ask a hook returns, on every host, is recorded: one JSON line in the user cache',
    '(~/.cache/bearing/decisions/decisions.jsonl, or under $BEARING_CACHE_DIR or $XDG_CACHE_HOME), the file 0600 in a',
    'folder 0700, never in the workspace, secrets redacted. Kept 30 days; past 5 MiB the file becomes decisions.jsonl.1',
    '(one kept). Each line here: the decision (deny, ask, or ask→deny where the host cannot ask), the host, the session',
    '(its first characters), the command (or the files of a write), the rule, the reason, and when (UTC).',
    '"record": false in the user-level config (~/.config/bearing/config.json) turns the record off; a workspace',
    'cannot. BEARING_RECORD=<absolute file> records there instead. `bearing trace` is the full trace of every call.',
    '  bearing log --last-session     what did bearing refuse in my last session?',
    'Exit 0, also with nothing recorded yet or the record off; 1 when there is no cache folder to keep a record in, or',
    'the record cannot be read; 2 a command line bearing cannot act on.',
  ].join('\n'),
  run: async ({ values }) => {
    const now = Date.now();
    const limit = values.limit === undefined ? undefined : Number(values.limit);
    if (limit !== undefined && (!Number.isInteger(limit) || limit < 1))
      throw new UsageError(`--limit takes a whole number of decisions, 1 or more (got "${values.limit}")`);
    if (values.session !== undefined && values['last-session']) throw new UsageError('--session and --last-session name a session each: give one');
    const since = values.since === undefined ? undefined : sinceTime(values.since, now);
    const target = recordTarget(process.env);
    if (target.kind === 'nowhere') {
      process.stderr.write('bearing log: there is no cache folder to keep a record in: set BEARING_CACHE_DIR (or XDG_CACHE_HOME, HOME) to an absolute path\n');
      return 1;
    }
    if (target.kind === 'off') process.stderr.write(`bearing log: recording is off (${target.by}): decisions since then are not recorded\n`);
    const path = target.file;
    if (path === undefined) return 0;
    try {
      // The age bound holds when the record is read, too: a line past 30 days goes now, not at the next refusal.
      pruneRecord(path, now);
    } catch {
      // A record this user cannot rewrite is still read; its old lines are not shown.
    }
    let lines: readonly RecordLine[];
    let unreadable: number;
    try {
      ({ lines, unreadable } = readRecord(path, now));
    } catch (error) {
      process.stderr.write(`bearing log: cannot read ${path}: ${(error as NodeJS.ErrnoException).code ?? String(error)}\n`);
      return 1;
    }
    const recorded = lines.length;
    if (since !== undefined) lines = lines.filter((l) => Date.parse(l.time) >= since);
    const session = values['last-session'] ? [...lines].reverse().find((l) => l.session !== undefined)?.session : values.session;
    if (session !== undefined) lines = lines.filter((l) => l.session !== undefined && (l.session === session || l.session.startsWith(session)));
    else if (values['last-session']) lines = [];
    const shown = limit ?? (session !== undefined ? lines.length : DEFAULT_LIMIT);
    lines = lines.slice(Math.max(0, lines.length - shown));
    if (values.json) print(JSON.stringify(lines));
    else if (lines.length > 0) print(lines.map(recordReportLine).join('\n'));
    else if (recorded === 0) print(target.kind === 'off' ? `nothing recorded in ${path}` : `no decisions recorded yet (${path})`);
    else print(`no decision recorded matches ${described(values, session)} (${recorded} recorded in ${path})`);
    if (unreadable > 0)
      process.stderr.write(`bearing log: ${unreadable} line${unreadable === 1 ? '' : 's'} of ${path} not read: not record lines of this bearing\n`);
    return 0;
  },
});

/** `--since`'s time, in ms: a duration back from `now`, or a date or time; anything else is a usage error. */
export function sinceTime(value: string, now: number): number {
  const duration = /^(\d+(?:\.\d+)?)\s*([smhdw])$/i.exec(value.trim());
  if (duration) return now - Number(duration[1]) * UNIT_MS[duration[2]!.toLowerCase()]!;
  const time = /^\d{4}-\d\d-\d\d/.test(value.trim()) ? Date.parse(value.trim()) : Number.NaN;
  if (Number.isFinite(time)) return time;
  throw new UsageError(`--since takes a duration (30m, 2h, 7d, 1w) or a date or time (2026-12-01, 2026-12-01T09:00Z), not "${value}"`);
}

function described(values: { readonly since?: string; readonly session?: string; readonly 'last-session'?: boolean }, session: string | undefined): string {
  const parts = [
    ...(values.since !== undefined ? [`--since ${values.since}`] : []),
    ...(values['last-session'] ? [session === undefined ? '--last-session (no decision names a session)' : `--last-session (${session})`] : []),
    ...(values.session !== undefined ? [`--session ${values.session}`] : []),
  ];
  return parts.join(' ');
}
