import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { userConfigFile } from '../../services/config/user-config-location';
import { readTrace } from '../../trace/trace-reader';
import { traceReportLine } from '../../trace/trace-report';
import { resolveTraceFile, traceSetting } from '../../trace/trace-target';
import { defineCommand, UsageError } from '../args/command-spec';
import { print } from '../args/print';

/** How many calls `bearing trace` shows without --last. */
const DEFAULT_LAST = 20;

/** `bearing trace`: the hook calls BEARING_TRACE=<file> recorded, for a person (or as JSON Lines). */
export const TRACE_COMMAND = defineCommand({
  name: 'trace',
  summary: 'the hook calls recorded with BEARING_TRACE=<file>: one line per call, the decision first',
  options: {
    file: { type: 'string', value: '<file>', description: 'the trace to read (default: the file BEARING_TRACE or the user config\'s "trace" names)' },
    last: { type: 'string', value: 'N', description: `the last N calls (default: ${DEFAULT_LAST})` },
    json: { type: 'boolean', description: 'the trace lines themselves, one JSON object per line (JSON Lines), oldest first' },
  },
  details: [
    'Each line: the decision (deny, block, ask, context, none), the host, the native event, the route family, the policy',
    'that decided and its reason (or, when none did, what the reply said), the time the call took, and when it was made.',
    'The rotated file (<file>.1) is read first, so --last reaches across a rotation. Any line can be run again:',
    '  bearing trace --last 1 --json | bearing replay -',
    'Exit 0, also for a trace with no calls yet; 1 when no trace file is set or given.',
  ].join('\n'),
  run: async ({ values }) => {
    const last = values.last === undefined ? DEFAULT_LAST : Number(values.last);
    if (!Number.isInteger(last) || last < 1) throw new UsageError(`--last takes a whole number of calls, 1 or more (got "${values.last}")`);
    const file = traceFile(values.file);
    if (file === undefined) {
      process.stderr.write(`bearing trace: no trace file is set; ${howToTrace(process.env)}\n`);
      return 1;
    }
    const read = readTrace(file, last);
    if (values.json) {
      if (read.lines.length > 0) print(read.lines.map((l) => JSON.stringify(l)).join('\n'));
    } else {
      const lines = read.lines.length === 0 ? [`no calls traced yet in ${file}`] : read.lines.map(traceReportLine);
      if (read.unreadable > 0) lines.push(`(${read.unreadable} line${read.unreadable === 1 ? '' : 's'} of ${file} not read: not trace lines of this bearing)`);
      print(lines.join('\n'));
    }
    return 0;
  },
});

/** A trace file a person can start with (the hook resolves `~/` itself). */
const SUGGESTED_TRACE = '~/bearing-trace.jsonl';

/**
 * The exact line that turns tracing on: the hooks are started by the host, not by the user, so the user config is
 * the one place a setting reaches them all.
 */
function howToTrace(environment: NodeJS.ProcessEnv): string {
  const config = userConfigFile(environment);
  const setting = `"trace": "${SUGGESTED_TRACE}"`;
  const where = config === undefined ? '' : existsSync(config) ? `add ${setting} to ${config}, or ` : `create ${config} holding {${setting}}, or `;
  return `to record every hook call, ${where}set BEARING_TRACE=<file> in the environment the host starts its hooks in; --file <file> reads a trace you have`;
}

/** The file to read: --file (relative to here, as a person typed it), else the hook's own setting, resolved as it does. */
function traceFile(given: string | undefined): string | undefined {
  if (given !== undefined) return resolve(given);
  const setting = traceSetting(process.env);
  if (setting === undefined) return undefined;
  const target = resolveTraceFile(setting, process.env);
  if ('problem' in target) throw new UsageError(target.problem);
  return target.file;
}
