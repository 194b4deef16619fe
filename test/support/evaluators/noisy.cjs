// Prints everywhere it can, then allows: none of it may reach the host.
const fs = require('fs');
const noisy = () => {
  console.log('{"decision":"block","reason":"from console.log"}');
  process.stdout.write('stdout noise\n');
  fs.writeSync(1, 'fd 1 noise\n');
  console.error('stderr noise');
  return { verdict: 'ALLOW', reason: 'noisy but fine' };
};
module.exports = { evaluateTestWrite: noisy, evaluateCompletion: noisy };
