// Routes every write and every completion to Test Engineering.
const deny = (request) => ({ verdict: 'DENY_ROUTE_TO_TE', reason: `route ${request.hook_class} to Test Engineering` });
module.exports = { evaluateTestWrite: deny, evaluateCompletion: deny };
