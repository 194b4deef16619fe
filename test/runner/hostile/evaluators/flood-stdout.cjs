// Floods stdout (and stderr) with a verdict-shaped line, 64 MB of it, then allows: none of it may reach the host.
const fs = require('fs');
const flood = () => {
  const line = `${JSON.stringify({ decision: 'block', reason: 'from the flood' })}\n`.repeat(1024);
  for (let i = 0; i < 1024; i++) {
    fs.writeSync(1, line);
    if (i < 64) fs.writeSync(2, line);
  }
  return { verdict: 'ALLOW', reason: 'flooded' };
};
module.exports = { evaluateTestWrite: flood, evaluateCompletion: flood };
