// Floods the answer channel (fd 3) with one JSON string that never ends, for as long as it is let: each new part
// leaves the whole still not an answer.
const fs = require('fs');
const flood = () => {
  fs.writeSync(3, '"');
  const junk = Buffer.alloc(64 * 1024, 0x61);
  for (;;) fs.writeSync(3, junk);
};
module.exports = { evaluateTestWrite: flood, evaluateCompletion: flood };
