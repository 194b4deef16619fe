// A verdict outside the four (a receipt token is not a Test Engineering verdict).
const garbage = () => ({ verdict: 'PASS', reason: 'looks fine' });
module.exports = { evaluateTestWrite: garbage, evaluateCompletion: garbage };
