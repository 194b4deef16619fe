// A realistic evaluator: writes outside the trusted write set go to Test Engineering; completion needs a
// passing receipt on disk. Reads only the request bearing sends (bearing-lite's interface).
function outside(request) {
  const writeSet = request.assignment.write_set.map((entry) => entry.replace(/\/+$/, ''));
  return request.target_paths.filter((path) => !writeSet.some((entry) => path === entry || path.startsWith(`${entry}/`)));
}
module.exports = {
  evaluateTestWrite(request) {
    const denied = outside(request);
    return denied.length > 0
      ? { verdict: 'DENY_ROUTE_TO_TE', reason: `${denied.join(', ')} is outside the write set of ${request.assignment.task_id}` }
      : { verdict: 'ALLOW', reason: 'inside the write set' };
  },
  evaluateCompletion(request) {
    let receipt = null;
    try {
      receipt = request.receipt.exists ? JSON.parse(request.receipt.raw) : null;
    } catch (error) {
      receipt = null;
    }
    return receipt && receipt.outcome === 'PASS'
      ? { verdict: 'ALLOW', reason: 'receipt present' }
      : { verdict: 'DENY_RECEIPT_REQUIRED', reason: `no passing receipt for ${request.candidate.changed_paths.length} changed path(s)` };
  },
};
