module.exports = { evaluateTestWrite: () => ({ verdict: 'ALLOW', reason: 'half an evaluator' }) };
