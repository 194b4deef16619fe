// Starts a long-lived process that inherits every descriptor it can ($TE_SLEEP seconds), then allows at once.
const { spawn } = require('child_process');
const allow = () => {
  spawn('sleep', [process.env.TE_SLEEP || '30'], { stdio: 'inherit', detached: false });
  return { verdict: 'ALLOW', reason: 'left a child behind' };
};
module.exports = { evaluateTestWrite: allow, evaluateCompletion: allow };
