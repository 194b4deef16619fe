import type { PolicyCell } from './capability-matrix';
import { wrap } from './wrap';

/** One policy on some hosts, a line each: what it reads there, what the claim rests on, and why; no line over 120. */
export function policyLines(row: Readonly<Record<string, PolicyCell>>, hosts: readonly string[]): string {
  const lines = hosts.flatMap((host) => {
    const cell = row[host]!;
    const head = `${host.padEnd(12)}${cell.token.padEnd(13)}${(cell.evidence ?? '-').padEnd(6)}`;
    const [first, ...rest] = wrap(cell.why, ' '.repeat(head.length));
    return [`${head}${first!.trimStart()}`, ...rest];
  });
  return `${lines.join('\n')}\n`;
}

/** The same as a Markdown table. */
export function policyMarkdown(id: string, row: Readonly<Record<string, PolicyCell>>, hosts: readonly string[]): string {
  return [
    `| host | \`${id}\` | evidence | why |`,
    '|---|---|---|---|',
    ...hosts.map((host) => `| ${host} | ${row[host]!.token} | ${row[host]!.evidence ?? '-'} | ${row[host]!.why} |`),
    '',
  ].join('\n');
}
