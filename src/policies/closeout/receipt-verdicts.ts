/** The closed set of receipt verdicts a closing role may hand off (exact case; `pass` is not `PASS`). */
export const RECEIPT_VERDICTS: readonly string[] = [
  'ACCEPT',
  'ACCEPT_WITH_FINDINGS',
  'BLOCK',
  'CANDIDATE_READY',
  'FAIL',
  'GAPS',
  'NEEDS_MORE_EVIDENCE',
  'OWNER_DECISION_REQUIRED',
  'PARTIAL',
  'PASS',
  'READY',
  'REPAIR_REQUIRED',
  'REROUTED',
  'WAITING_ON',
];
