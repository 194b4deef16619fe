import type { StringPart } from '../scan/code-token';

const ESCAPES: Readonly<Record<string, string>> = { n: '\n', t: '\t', r: '\r', f: '\f', a: '\x07', e: '\x1b', '0': '\0' };

/**
 * The pieces of a Perl string that interpolates ("…", qq, qx, backticks, <<"EOF"): escapes read, and each variable
 * (`$x`, `${x}`, `@x`, `$x[0]`, `$h{k}`, `$x->{k}`, `@{[ … ]}`) kept as code for the reader to evaluate.
 */
export function perlInterpolation(body: string): StringPart[] {
  const parts: StringPart[] = [];
  let text = '';
  let i = 0;
  while (i < body.length) {
    const c = body[i]!;
    if (c === '\\' && i + 1 < body.length) {
      const next = body[i + 1]!;
      if (next === 'x') {
        const braced = body[i + 2] === '{' ? /^\{([0-9a-fA-F]*)\}/.exec(body.slice(i + 2)) : null;
        const hex = braced ? braced[1]! : /^[0-9a-fA-F]{0,2}/.exec(body.slice(i + 2))![0];
        text += String.fromCodePoint(parseInt(hex || '0', 16) % 0x110000);
        i += 2 + (braced ? braced[0].length : hex.length);
        continue;
      }
      text += ESCAPES[next] ?? next;
      i += 2;
      continue;
    }
    if ((c === '$' || c === '@') && i + 1 < body.length) {
      const end = variableEnd(body, i);
      if (end > i + 1) {
        parts.push({ literal: text }, { code: body.slice(i, end) });
        text = '';
        i = end;
        continue;
      }
    }
    text += c;
    i++;
  }
  parts.push({ literal: text });
  return parts.filter((p) => !('literal' in p) || p.literal !== '');
}

/** The end of an interpolated variable starting at i (its sigil), or i + 1 when what follows is no variable. */
function variableEnd(body: string, i: number): number {
  const sigil = body[i]!;
  let j = i + 1;
  if (body[j] === '{') {
    j = matching(body, j);
  } else {
    const name = /^(?:::)?[A-Za-z_]\w*(?:::\w+)*|^\d+|^[&`'+!@/\\,;.0_]/.exec(body.slice(j));
    if (!name || (sigil === '@' && !/^[A-Za-z_:]/.test(name[0]))) return i + 1;
    j += name[0].length;
  }
  // Subscripts and arrows after the name: $x[0], $h{k}, $x->[0], $x->{k}.
  for (;;) {
    if (body[j] === '[' || body[j] === '{') j = matching(body, j);
    else if (body.startsWith('->', j) && (body[j + 2] === '[' || body[j + 2] === '{')) j = matching(body, j + 2);
    else return j;
  }
}

function matching(body: string, open: number): number {
  const close = body[open] === '[' ? ']' : '}';
  let depth = 0;
  for (let k = open; k < body.length; k++) {
    if (body[k] === '\\') k++;
    else if (body[k] === body[open]) depth++;
    else if (body[k] === close && --depth === 0) return k + 1;
  }
  return body.length;
}
