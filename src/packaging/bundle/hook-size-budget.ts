/**
 * The most the packaged hook (hooks/bearing-hook.cjs) may weigh. Every host loads it on every tool call, so its size
 * is start-up time; `bearing bench` and the freshness test hold it here. Raised from 150 KiB when the guard learned
 * history rules, ask rules, the user-level config, policy switches and its own config's protection (0.1.0); the
 * loader's compile cache keeps most of the parse off each call, so the bench's ratios, not bytes, are the target.
 */
export const HOOK_SIZE_BUDGET_BYTES = 168 * 1024;
