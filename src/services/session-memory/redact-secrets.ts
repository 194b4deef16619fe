/** What replaces a secret: says what was there, never any of it. */
const MARK = (kind: string) => `[redacted ${kind}]`;

/** Patterns for secrets that must not travel into an agent's context, most specific first. */
const RULES: ReadonlyArray<readonly [RegExp, (match: string, ...groups: string[]) => string]> = [
  // PEM (`… PRIVATE KEY-----`) and PGP armour (`… PRIVATE KEY BLOCK-----`); an unterminated one runs to the end.
  [/-----BEGIN [A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----[\s\S]*?(-----END [A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----|$)/g, () => MARK('private key')],
  // scheme://user:password@host → keep scheme and host; an unescaped `@` in the password means the last one ends it
  [/\b([a-z][a-z0-9+.-]*:\/\/)[^\s/:]+:[^\s/]+@/gi, (_m, scheme) => `${scheme}${MARK('credentials')}@`],
  [/\b(?:ghp|gho|ghu|ghs|ghr)_[A-Za-z0-9]{20,}\b|\bgithub_pat_[A-Za-z0-9_]{20,}\b/g, () => MARK('token')],
  [/\bsk-(?:ant-)?[A-Za-z0-9_-]{16,}\b/g, () => MARK('token')],
  [/\bxox[abprs]-[A-Za-z0-9-]{10,}\b/g, () => MARK('token')],
  [/\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/g, () => MARK('token')],
  [/\bAIza[0-9A-Za-z_-]{35}\b/g, () => MARK('token')],
  [/\b(?:glpat|npm)_[A-Za-z0-9_-]{20,}\b/g, () => MARK('token')],
  // Stripe secret and restricted keys, webhook secrets
  [/\b(?:(?:sk|rk)_(?:live|test)|whsec)_[A-Za-z0-9]{10,}\b/g, () => MARK('token')],
  [/\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\b/g, () => MARK('token')],
  [/\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]{12,}/g, (_m, scheme) => `${scheme} ${MARK('token')}`],
  // An Authorization header with GitHub's `token` scheme (and a few others), or none: a value with a digit, not prose
  [
    /\b(Authorization\s*[:=]\s*["']?)((?:token|bot|digest|negotiate)\s+)?(?!\[redacted )(?=[^\s"',;]*\d)[^\s"',;]{12,}/gi,
    (_m, header, scheme) => `${header}${scheme ?? ''}${MARK('token')}`,
  ],
  // name=value / name: value where the name says it is secret; a quoted value runs to its closing quote
  [
    /\b([A-Za-z0-9_.-]*(?:password|passwd|passphrase|secret|token|api[_-]?key|access[_-]?key|account[_-]?key|private[_-]?key|credential)[A-Za-z0-9_.-]*)(\s*[:=]\s*)(["']?)(?!\[redacted )(?:(?<=["'])[^"'\n]{4,}|[^\s"',;]{4,})\3/gi,
    (_m, name, separator, quote) => `${name}${separator}${quote}${MARK('secret')}${quote}`,
  ],
];

/** Removes tokens, URL credentials and private keys from text that is about to reach an agent. */
export function redactSecrets(text: string): string {
  return RULES.reduce((out, [pattern, replace]) => out.replace(pattern, replace as (substring: string, ...args: string[]) => string), text);
}
