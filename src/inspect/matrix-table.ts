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

/** A head line and rows, each column as wide as its widest text and one space, the first column `first` wide. */
function grid(corner: string, first: number, heads: readonly string[], rows: ReadonlyArray<readonly [string, readonly string[]]>): string[] {
  const widths = heads.map((head, i) => Math.max(head.length, ...rows.map(([, cells]) => cells[i]!.length)) + 1);
  const line = (label: string, cells: readonly string[]) => `${label.padEnd(first)}${cells.map((c, i) => c.padEnd(widths[i]!)).join('')}`.trimEnd();
  return [line(corner, heads), ...rows.map(([label, cells]) => line(label, cells))];
}

/** A policy's cell as a short mark: its enforcement's letter and the evidence level (`E live`, `G docs`, `-`, `- skill`). */
function policyMarkShort(cell: PolicyCell): string {
  const letter = { enforced: 'E', agent_guided: 'G', unavailable: '-' }[cell.enforcement];
  if (cell.evidence === 'skill') return `${letter} skill`;
  return cell.runs && cell.evidence ? `${letter} ${cell.evidence}` : letter;
}

const POLICY_LEGEND =
  "E enforced (the host carries out bearing's answer), G agent-guided (the agent is told; the host does not enforce it),\n" +
  '- unavailable (bearing does not run it there); evidence: live, seen in a captured run of the real host; docs, from\n' +
  "the host's documentation only; skill, no hook runs there and only the bearing skill asks the agent to follow it";

/**
 * What a person asks first, for a person: every policy on every host, enforced or not and how bearing knows, then
 * every route family on every host as short marks; columns headed by the ids `--host` takes; no line over 120.
 */
export function matrixTable(matrix: CapabilityMatrix): string {
  const hosts = Object.keys(matrix.hosts);
  const policies = grid(
    'policy',
    17,
    hosts,
    Object.entries(matrix.policies).map(([id, row]) => [id, hosts.map((h) => policyMarkShort(row[h]!))] as const),
  );
  const cols = columns(matrix);
  const families = grid(
    'family',
    19,
    cols.map(([id]) => id),
    matrix.families.map((family) => [family, cols.map(([, cell]) => cellMark(cell(family)))] as const),
  );
  return [
    ...policies,
    '',
    POLICY_LEGEND,
    'bearing inspect --policy <id> says why, family by family, with the host version or date of the evidence',
    '',
    ...families,
    '',
    LEGEND,
    'plugin: one plugin on claude-code, codex and cursor at once (what all three share); portable: Agent Plugins 1.0.0',
    'bearing inspect --host <id> gives each family of one host with its native events and dated evidence',
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
    'Which policy runs on each host, how far the host enforces it, and what the claim rests on (`live`: a captured run',
    "of the real host; `docs`: the host's documentation only; `skill`: no hook runs there, only the bearing skill asks",
    'the agent to follow it). The Test Engineering rows keep the host-honesty tokens `native` and `UNAVAILABLE`.',
    '`bearing inspect --policy <id>` says why, family by family:',
    '',
    ...policies,
    '',
    'Native events bearing decodes and gives no family (they are answered neutrally):',
    '',
    ...deferred,
    '',
  ].join('\n');
}

/** A policy's cell in Markdown: the word it reads and, where it runs or only the skill guides, what that rests on. */
function policyMark(cell: PolicyCell): string {
  return (cell.runs || cell.evidence === 'skill') && cell.evidence ? `${cell.token} (${cell.evidence})` : cell.token;
}
