import { BEARING_CONFIG_FILE } from '../../workspace/workspace-locator';
import type { ApprovalState, LayerText } from './config-approval';

/** How many loosenings the one-line notice names; the rest are counted (`bearing config approve` shows them all). */
const NAMED = 2;

/**
 * The one line the hook says while the settings wait for the user's approval (undefined when they do not): what
 * changed, what it loosens, and that only the user, in their own terminal, can approve it. For stderr (the host's
 * log, the user's terminal); the agent is not told.
 */
export function approvalNotice(state: ApprovalState, root: string): string | undefined {
  if (state.kind === 'unknown')
    return `bearing cannot tell which settings the user approved in ${root}: ${state.why}; it obeys the settings as they are until the user runs \`bearing config approve\` there, in their own terminal`;
  if (state.kind !== 'pending') return undefined;
  const loosenings = state.changes.filter((c) => c.loosens);
  const named = loosenings.slice(0, NAMED).map((c) => `${c.key} ${c.from} → ${c.to}`);
  const more = loosenings.length > NAMED ? `, and ${loosenings.length - NAMED} more` : '';
  const files = state.changed.map(fileName);
  const them = files.length > 1 ? 'them' : 'it';
  return (
    `${files.join(' and ')} changed since the user approved ${them} and loosen${files.length > 1 ? '' : 's'} the guard (${named.join(', ')}${more}); ` +
    `bearing obeys the approved settings until the user runs \`bearing config approve\` in ${root}, in their own terminal`
  );
}

/** The workspace's file by its name (the root is said after it), the user-level one by its path. */
export function fileName(file: Pick<LayerText, 'scope' | 'path'>): string {
  return file.scope === 'workspace' ? BEARING_CONFIG_FILE : file.path;
}
