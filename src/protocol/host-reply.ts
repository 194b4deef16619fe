/** What a host receives back for one event: at most one JSON object or text on stdout, an exit code, diagnostics. */
export interface HostReply {
  readonly exitCode: number;
  /** A JSON object to serialise, or plain text (for hosts that read text), or nothing. */
  readonly stdout?: Readonly<Record<string, unknown>> | string;
  /** One line each; written to stderr, unless `stderr` is the reply. */
  readonly diagnostics: readonly string[];
  /**
   * When the host reads stderr as the reply (exit 2 on events whose only channel it is): exactly this text is
   * written, and the diagnostics are not, so they never mix into what the agent reads.
   */
  readonly stderr?: string;
}

export const NEUTRAL_REPLY: HostReply = Object.freeze({ exitCode: 0, diagnostics: Object.freeze([]) });

/** One event of an in-process host, answered: always a reply, never a throw, within a deadline. */
export type InProcessAnswer = (payload: Record<string, unknown>, nativeEvent: string) => Promise<HostReply>;
