import type { HostRow } from './capability-matrix';
import { cellMark } from './cell-mark';
import { wrap } from './wrap';

/** One host for a person: each family with its mark, native events, evidence (or why not), wrapped at 120. */
export function hostDetails(id: string, row: HostRow): string {
  const lines = [
    `${row.displayName} (${id}), verified against ${row.verifiedAgainst.version} on ${row.verifiedAgainst.date}; ${row.failClosed ? 'fail-closed' : 'fails open'}`,
    '',
  ];
  for (const [family, cell] of Object.entries(row.families)) {
    const channels = Object.entries(cell.channels)
      .map(([c, s]) => `${c} ${s === 'native' ? 'native' : 'UNAVAILABLE'}`)
      .join(', ');
    lines.push(`${family.padEnd(19)}${cell.state.padEnd(12)}${cellMark(cell)}`);
    if (cell.native.length > 0) lines.push(...wrap(`native: ${cell.native.join(', ')}`));
    if (cell.state === 'supported' || cell.state === 'degraded') lines.push(...wrap(`channels: ${channels}`));
    for (const e of cell.evidence)
      lines.push(...wrap(`${e.kind}: ${e.source} (${[e.version, e.date].filter(Boolean).join(', ')})${e.note ? `: ${e.note}` : ''}`));
    if (cell.reason) lines.push(...wrap(`why not: ${cell.reason}`));
  }
  return `${lines.join('\n')}\n`;
}
