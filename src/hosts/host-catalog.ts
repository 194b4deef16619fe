import type { HostEntry } from '../framework/host-entry';

/**
 * The hosts bearing serves. Each adapter module is imported only when its host runs; the bundler keeps
 * these imports lazy inside the single-file hook.
 */
export const HOST_CATALOG: readonly HostEntry[] = [
  { id: 'claude-code', load: () => import('./claude-code/index').then((m) => m.ClaudeCodeAdapter) },
  { id: 'cursor', load: () => import('./cursor/index').then((m) => m.CursorAdapter) },
  { id: 'grok-build', load: () => import('./grok-build/index').then((m) => m.GrokBuildAdapter) },
  { id: 'codex', load: () => import('./codex/index').then((m) => m.CodexAdapter) },
  { id: 'kimi-code', load: () => import('./kimi-code/index').then((m) => m.KimiCodeAdapter) },
];
