/** Outcome tokens of the Bearing classes (activation, closeout, Test Engineering gates). */
const BEARING_OUTCOMES = ['ADVISE', 'REROUTE', 'UNAVAILABLE', 'BLOCK'] as const;
export type BearingOutcome = (typeof BEARING_OUTCOMES)[number];

/** Test Engineering verdicts; an evaluator's verdict is passed through verbatim. */
export const TE_VERDICTS = ['ALLOW', 'DENY_ROUTE_TO_TE', 'DENY_RECEIPT_REQUIRED', 'UNAVAILABLE'] as const;
export type TestEngineeringVerdict = (typeof TE_VERDICTS)[number];
