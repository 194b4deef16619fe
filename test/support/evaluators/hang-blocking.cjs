// Blocks in a synchronous system call, not interruptible from JavaScript: a `sleep` of its own
// ($TE_SLEEP seconds, so a test can find exactly this process afterwards).
const { execFileSync } = require('child_process');
const block = () => {
  execFileSync('sleep', [process.env.TE_SLEEP || '30']);
  return { verdict: 'ALLOW', reason: 'woke up' };
};
module.exports = { evaluateTestWrite: block, evaluateCompletion: block };
