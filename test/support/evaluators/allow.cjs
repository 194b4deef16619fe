// Lets everything through.
const allow = () => ({ verdict: 'ALLOW', reason: 'nothing to check' });
module.exports = { evaluateTestWrite: allow, evaluateCompletion: allow };
