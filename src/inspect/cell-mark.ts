import type { MatrixCell } from './capability-matrix';

/** The letter of each state and of each native channel, in the matrix's marks. */
const STATE_MARK: Readonly<Record<MatrixCell['state'], string>> = { supported: 'S', degraded: 'D', unavailable: '-', prohibited: 'X' };
const CHANNEL_MARK = { deny: 'd', ask: 'a', context: 'x', continue: 'c', notice: 'n' } as const;

/** A cell as a short mark: its state's letter, then its native channels' letters (`S dxn`, `D c`, `-`). */
export function cellMark(cell: MatrixCell): string {
  const channels = (Object.keys(CHANNEL_MARK) as Array<keyof typeof CHANNEL_MARK>).filter((c) => cell.channels[c] === 'native').map((c) => CHANNEL_MARK[c]);
  return channels.length > 0 ? `${STATE_MARK[cell.state]} ${channels.join('')}` : STATE_MARK[cell.state];
}

export const LEGEND =
  'S supported, D degraded (agent-guided, never enforced), - unavailable, X prohibited;\nnative channels: d deny, a ask, x context, c continue, n notice';
