// bearing: the Test Engineering evaluator's child process (run as `node te-evaluator-child.cjs <evaluator> <function>`).
// Loads the evaluator, reads one request from stdin, calls one function, writes one JSON outcome to fd 3, exits.
// The evaluator's own stdout and stderr are not the channel, so nothing it prints can be mistaken for an answer.
// The built-ins it needs are captured before the evaluator loads, so the evaluator cannot replace them.
// Plain JavaScript on purpose: it runs outside the hook bundle, and only where the capability is active.
'use strict';
const fs = require('fs');
const writeSync = fs.writeSync, readFileSync = fs.readFileSync, exit = process.exit.bind(process);
const stringify = JSON.stringify, parse = JSON.parse;
const file = process.argv[2], entry = process.argv[3];
function send(message) {
  const bytes = Buffer.from(stringify(message));
  let offset = 0;
  while (offset < bytes.length) {
    try { offset += writeSync(3, bytes, offset); } catch (error) { if (!error || error.code !== 'EAGAIN') break; }
  }
  exit(0);
}
function line(error) {
  let text;
  try { text = error instanceof Error ? String(error.message) : String(error); } catch (_) { text = 'unprintable error'; }
  return text.split('\n')[0].slice(0, 300);
}
function text(value) { return typeof value === 'string' ? value.slice(0, 20000) : null; }
let evaluator;
try { evaluator = require(file); } catch (error) { send({ kind: 'unloadable', message: 'require() failed: ' + line(error) }); }
if (!evaluator || typeof evaluator.evaluateTestWrite !== 'function' || typeof evaluator.evaluateCompletion !== 'function') {
  send({ kind: 'unloadable', message: 'it does not export evaluateTestWrite and evaluateCompletion as functions' });
}
let request;
try { request = parse(readFileSync(0, 'utf8')); } catch (error) { send({ kind: 'crashed', message: 'no request: ' + line(error) }); }
let reply;
try { reply = evaluator[entry](request); } catch (error) { send({ kind: 'threw', message: line(error) }); }
const isObject = reply !== null && typeof reply === 'object' && !Array.isArray(reply);
send({
  kind: 'returned',
  shape: reply === null ? 'null' : Array.isArray(reply) ? 'an array' : typeof reply,
  verdict: isObject ? text(reply.verdict) : null,
  reason: isObject ? text(reply.reason) : null,
});
