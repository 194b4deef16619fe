/** The first line of a program's output that says something, trimmed and bounded (empty when none does). */
export function firstLine(text: string): string {
  return (text.split(/\r?\n/).find((line) => line.trim()) ?? '').trim().slice(0, 200);
}
