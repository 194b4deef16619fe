// Writes each call it gets (entry, working directory, request) to $TE_RECORD_FILE, outside the workspace, and allows.
const fs = require('fs');
const record = (entry) => (request) => {
  fs.writeFileSync(process.env.TE_RECORD_FILE, JSON.stringify({ entry, cwd: process.cwd(), request }));
  return { verdict: 'ALLOW', reason: 'recorded' };
};
module.exports = { evaluateTestWrite: record('evaluateTestWrite'), evaluateCompletion: record('evaluateCompletion') };
