import type { HostEntry } from '../framework/host-entry';

/**
 * The hosts bearing serves. Each adapter module is imported only when its host runs; the bundler keeps
 * these imports lazy inside the single-file hook.
 */
export const HOST_CATALOG: readonly HostEntry[] = [
  { id: 'claude-code', load: () => import('./claude-code/index').then((m) => m.ClaudeCodeAdapter) },
  { id: 'codex', load: () => import('./codex/index').then((m) => m.CodexAdapter) },
  { id: 'kimi-code', load: () => import('./kimi-code/index').then((m) => m.KimiCodeAdapter) },
];
