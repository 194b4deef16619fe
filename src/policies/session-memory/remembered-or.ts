import type { PolicyContext } from '../../framework/policy';
import { SessionMemoryUnavailable } from '../../services/session-memory/session-registry';

/**
 * What a session-memory write answers, or `fallback` where sessions cannot be remembered (a workspace bearing
 * cannot write to, a record that needs a newer bearing): that costs one stderr line, never the reply.
 */
export async function rememberedOr<T>(write: Promise<T>, fallback: T, context: PolicyContext): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (!(error instanceof SessionMemoryUnavailable)) throw error;
    context.diagnose(error.message);
    return fallback;
  }
}
