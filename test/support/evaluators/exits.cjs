const leave = () => process.exit(3);
module.exports = { evaluateTestWrite: leave, evaluateCompletion: leave };
