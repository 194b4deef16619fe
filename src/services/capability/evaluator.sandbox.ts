import type { EvaluatorEntry } from './test-engineering';

/** What came back from one evaluator call, before bearing judges the verdict. */
export type SandboxOutcome =
  /** The function returned; `verdict`/`reason` are its fields when they were strings (else null), `shape` what it returned. */
  | { readonly kind: 'returned'; readonly shape: string; readonly verdict: string | null; readonly reason: string | null }
  /** `require()` threw, or the module lacks one of the two functions: as good as absent. */
  | { readonly kind: 'unloadable'; readonly message: string }
  | { readonly kind: 'threw'; readonly message: string }
  /** It ended without an answer (exited, crashed, could not start). */
  | { readonly kind: 'crashed'; readonly message: string }
  | { readonly kind: 'timeout'; readonly ms: number };

export interface SandboxStart {
  readonly file: string;
  readonly entry: EvaluatorEntry;
  /** The evaluator's working directory: the workspace root. */
  readonly cwd: string;
  readonly env: Readonly<Record<string, string | undefined>>;
  /** From the moment the request is sent. */
  readonly timeoutMs: number;
}

/** One evaluator call in flight: it starts loading at once; `answer` sends the request. */
export interface SandboxCall {
  answer(request: unknown): Promise<SandboxOutcome>;
  /** Ends the call if it is still running; safe to call at any time, more than once. */
  cancel(): void;
}

/**
 * Runs workspace evaluator code where it cannot hold up or break the hook: a hang, a crash, an exit or
 * stray output stays inside the sandbox, and the hook still answers in time.
 */
export const EvaluatorSandbox = Symbol('EvaluatorSandbox');
export interface EvaluatorSandbox {
  start(options: SandboxStart): SandboxCall;
}
