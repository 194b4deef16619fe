import type { Decision } from '../../src/protocol/decision';

/**
 * The decision without its `rule`, after checking that the field names the rule its reason names in `(rule: …)`
 * (deny-reasons.ts and config-guard-reason.ts write both): the tests of a reason's text then read as they did.
 */
export function ruleChecked(decision: Decision): Decision {
  const named = decision.reason === undefined ? undefined : /\(rule: ([a-z_]+)/.exec(decision.reason)?.[1];
  if (decision.rule !== named) throw new Error(`the decision's rule is ${decision.rule}, its reason names ${named}: ${decision.reason}`);
  const { rule: _, ...rest } = decision;
  return rest;
}
