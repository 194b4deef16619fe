import type { HostRow } from './capability-matrix';
import { cellMark } from './cell-mark';

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

/** Indented lines no wider than 120. */
function wrap(text: string, indent = '    ', width = 120): string[] {
  const lines: string[] = [];
  let line = indent;
  for (const word of text.split(' ')) {
    if (line.length + word.length + 1 > width && line.trim() !== '') {
      lines.push(line.trimEnd());
      line = `${indent}  `;
    }
    // A word longer than the line (a URL) is cut, never left to overflow.
    for (let rest = word; rest.length > 0; ) {
      const room = width - line.length;
      if (rest.length <= room) {
        line += `${rest} `;
        rest = '';
      } else {
        lines.push(`${line}${rest.slice(0, room)}`.trimEnd());
        rest = rest.slice(room);
        line = `${indent}  `;
      }
    }
  }
  if (line.trim() !== '') lines.push(line.trimEnd());
  return lines;
}
