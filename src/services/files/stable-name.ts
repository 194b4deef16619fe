/**
 * A file name for any key (a claim, a session id): 64 bits of FNV-1a in two 32-bit lanes with different offsets
 * and multipliers, plus the key length. Not node:crypto on purpose: loading it costs a cold hook process about
 * 3 ms. The keys are not secret and come from the host, so accidental collisions are all this has to avoid.
 */
export function stableName(key: string): string {
  let a = 0x811c9dc5;
  let b = 0x9e3779b9;
  for (let i = 0; i < key.length; i++) {
    const unit = key.charCodeAt(i);
    a = Math.imul(a ^ unit, 0x01000193);
    b = Math.imul(b ^ unit, 0x5bd1e995);
    b ^= b >>> 15;
  }
  return `${hex(a)}${hex(b)}-${key.length.toString(36)}`;
}

function hex(lane: number): string {
  return (lane >>> 0).toString(16).padStart(8, '0');
}
