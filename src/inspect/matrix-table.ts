import type { CapabilityMatrix, MatrixCell, PolicyCell } from './capability-matrix';
import { cellMark, LEGEND } from './cell-mark';

/** The columns of the matrix: every host, then the composites. */
function columns(matrix: CapabilityMatrix): Array<[string, (family: string) => MatrixCell]> {
  return [
    ...Object.entries(matrix.hosts).map(
      ([id, row]) => [id, (f: string) => row.families[f as keyof typeof row.families]] as [string, (family: string) => MatrixCell],
    ),
    ...Object.entries(matrix.composites).map(
      ([id, row]) => [id, (f: string) => row.families[f as keyof typeof row.families]] as [string, (family: string) => MatrixCell],
    ),
  ];
}

/** Shorter column heads, so that eleven columns fit in 120. */
const SHORT: Readonly<Record<string, string>> = {
  'claude-code': 'claude',
  'grok-build': 'grok',
  'kimi-code': 'kimi',
  deepcode: 'deepcd',
  opencode: 'opencd',
  portable: 'portbl',
};

/** The matrix for a person: one row per family, one column per host, short marks, a legend; no line over 120. */
export function matrixTable(matrix: CapabilityMatrix): string {
  const cols = columns(matrix);
  const width = 7;
  const head = `${'family'.padEnd(19)}${cols
    .map(([id]) => (SHORT[id] ?? id).padEnd(width))
    .join('')
    .trimEnd()}`;
  const rows = matrix.families.map(
    (family) =>
      `${family.padEnd(19)}${cols
        .map(([, cell]) => cellMark(cell(family)).padEnd(width))
        .join('')
        .trimEnd()}`,
  );
  return [
    head,
    ...rows,
    '',
    LEGEND,
    'plugin: one plugin on claude-code, codex and cursor at once (what all three share); portable: Agent Plugins 1.0.0',
    '',
  ].join('\n');
}

/** The same matrix as Markdown (the capability section of docs/hosts.md is exactly this, with the policy and deferred tables). */
export function matrixMarkdown(matrix: CapabilityMatrix): string {
  const cols = columns(matrix);
  const table = [
    `| family | ${cols.map(([id]) => id).join(' | ')} |`,
    `|---|${cols.map(() => '---').join('|')}|`,
    ...matrix.families.map((family) => `| \`${family}\` | ${cols.map(([, cell]) => `\`${cellMark(cell(family))}\``).join(' | ')} |`),
  ];
  const hosts = Object.keys(matrix.hosts);
  const policies = [
    `| policy | ${hosts.join(' | ')} |`,
    `|---|${hosts.map(() => '---').join('|')}|`,
    ...Object.entries(matrix.policies).map(([id, row]) => `| \`${id}\` | ${hosts.map((h) => policyMark(row[h]!)).join(' | ')} |`),
  ];
  const deferred = [
    '| host | native event | why it has no family |',
    '|---|---|---|',
    ...matrix.deferred.map((d) => `| ${d.host} | \`${d.native}\` | ${d.reason} |`),
  ];
  return [
    ...table,
    '',
    `${LEGEND.replace('\n', ' ')}. \`plugin\`: one plugin installed on Claude Code, Codex and Cursor at once, per family what all three share;`,
    '`portable`: Agent Plugins 1.0.0, which defines no hooks.',
    '',
    'Which policy runs on each host, and how far the host enforces it; in parentheses, one bearing does not run there',
    'because it needs more (`bearing inspect --policy <id>` says why):',
    '',
    ...policies,
    '',
    'Native events bearing decodes and gives no family (they are answered neutrally):',
    '',
    ...deferred,
    '',
  ].join('\n');
}

const ENFORCEMENT_MARK = { enforced: 'enforced', agent_guided: 'guided', unavailable: '-' } as const;

function policyMark(cell: PolicyCell): string {
  const mark = ENFORCEMENT_MARK[cell.enforcement];
  return cell.runs || cell.enforcement === 'unavailable' ? mark : `(${mark})`;
}
