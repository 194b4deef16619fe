/**
 * The rules' layering and matcher, loaded on first use. From the sources this is a plain require; the packaged
 * hooks' build points it at hooks/bearing-rules.cjs, next to them (packaging/bundle/build-hook.ts): a call in a
 * workspace whose files name no rule and no pack never loads it.
 */
export function ruleMatching(): typeof import('./rule-matching') {
  // Required here, not imported: loaded only where some rule or pack is configured.
  return require('./rule-matching') as typeof import('./rule-matching');
}
