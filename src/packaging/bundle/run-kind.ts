/**
 * How the packaged hook tells its loader which kind of hook call just ran (e.g. `claude-code PreToolUse command`):
 * the loader's compile cache grows by kind. A global, because the loader and the bundle it loads are separate
 * scripts; a run that never sets it (a one-off command such as `bearing package`) is not worth caching.
 */
const RUN_KIND = Symbol.for('bearing.compile-cache.run-kind');

export function recordRunKind(kind: string): void {
  (globalThis as Record<symbol, unknown>)[RUN_KIND] = kind;
}

export function recordedRunKind(): unknown {
  return (globalThis as Record<symbol, unknown>)[RUN_KIND];
}
