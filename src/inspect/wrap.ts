/** Indented lines no wider than 120. */
export function wrap(text: string, indent = '    ', width = 120): string[] {
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
