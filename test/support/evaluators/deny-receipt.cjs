// Asks for a Test Engineering receipt every time; the reason is a placeholder, so bearing supplies its own.
const deny = () => ({ verdict: 'DENY_RECEIPT_REQUIRED', reason: '<reason>' });
module.exports = { evaluateTestWrite: deny, evaluateCompletion: deny };
