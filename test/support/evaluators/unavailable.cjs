// The evaluator itself says it cannot decide.
const unavailable = () => ({ verdict: 'UNAVAILABLE', reason: 'method data missing' });
module.exports = { evaluateTestWrite: unavailable, evaluateCompletion: unavailable };
