/** What a host receives back for one event: at most one JSON object or text on stdout, an exit code, diagnostics. */
export interface HostReply {
  readonly exitCode: number;
  /** A JSON object to serialise, or plain text (for hosts that read text), or nothing. */
  readonly stdout?: Readonly<Record<string, unknown>> | string;
  /** One line each; written to stderr. */
  readonly diagnostics: readonly string[];
}

export const NEUTRAL_REPLY: HostReply = Object.freeze({ exitCode: 0, diagnostics: Object.freeze([]) });
