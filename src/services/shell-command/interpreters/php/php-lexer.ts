import { startsNumber, token, type CodeToken, type StringPart } from '../scan/code-token';

const PUNCTUATION = [
  '===',
  '!==',
  '<=>',
  '**=',
  '...',
  '<<=',
  '>>=',
  '??=',
  '?->',
  '->',
  '=>',
  '::',
  '==',
  '!=',
  '<>',
  '<=',
  '>=',
  '&&',
  '||',
  '??',
  '++',
  '--',
  '+=',
  '-=',
  '*=',
  '/=',
  '.=',
  '%=',
  '&=',
  '|=',
  '^=',
  '<<',
  '>>',
  '**',
];
const ESCAPES: Readonly<Record<string, string>> = { n: '\n', t: '\t', r: '\r', v: '\v', e: '\x1b', f: '\f', '\\': '\\', $: '$', '"': '"' };

/**
 * PHP's tokens as far as the reader needs them: variables (`$cmd`), names with namespaces (`\system`), numbers,
 * punctuation, '…' and "…" strings (with `$x`, `{$x}`, `${x}` interpolation kept as code), backticks, heredocs and
 * nowdocs, comments, and the tags: code runs from the start (as `php -r` reads it) or after `<?php`, and text after
 * `?>` up to the next tag is output, not code. Never throws.
 */
export function lexPhp(code: string): CodeToken[] {
  const out: CodeToken[] = [];
  let i = 0;
  const push = (kind: CodeToken['kind'], start: number, end: number, extra: Partial<CodeToken> = {}) => {
    out.push(token(kind, code.slice(start, end), start, end, extra));
    i = end;
  };
  while (i < code.length) {
    const c = code[i]!;
    const start = i;
    if (/\s/.test(c)) {
      i++;
    } else if (code.startsWith('<?php', i) || code.startsWith('<?=', i)) {
      i += code.startsWith('<?php', i) ? 5 : 3;
    } else if (code.startsWith('?>', i)) {
      const next = code.slice(i).search(/<\?(?:php|=)/);
      // `?>` ends a statement as `;` does.
      if (out.length > 0 && !(out[out.length - 1]!.kind === 'punct' && out[out.length - 1]!.text === ';')) out.push(token('punct', ';', i, i));
      i = next === -1 ? code.length : i + next;
    } else if (code.startsWith('//', i) || (c === '#' && code[i + 1] !== '[')) {
      while (i < code.length && code[i] !== '\n' && !code.startsWith('?>', i)) i++;
    } else if (code.startsWith('/*', i)) {
      const close = code.indexOf('*/', i + 2);
      i = close === -1 ? code.length : close + 2;
    } else if (c === "'") {
      const { body, end } = delimited(code, i + 1, "'");
      push('string', start, end, { parts: [{ literal: body.replace(/\\([\\'])/g, '$1') }] });
    } else if (c === '"' || c === '`') {
      const { body, end } = delimited(code, i + 1, c);
      push(c === '`' ? 'shell' : 'string', start, end, { parts: phpInterpolation(body) });
    } else if (code.startsWith('<<<', i) && /^<<<[ \t]*(["']?)[A-Za-z_]\w*\1/.test(code.slice(i, i + 256))) {
      const match = /^<<<[ \t]*(["']?)([A-Za-z_]\w*)\1/.exec(code.slice(i, i + 256))!;
      const bodyStart = code.indexOf('\n', i);
      const closing = new RegExp(`\\n([ \\t]*)${match[2]}\\b`).exec(code.slice(bodyStart === -1 ? code.length : bodyStart));
      const bodyEnd = closing ? bodyStart + closing.index : code.length;
      const indent = closing?.[1]?.length ?? 0;
      const body =
        bodyStart === -1
          ? ''
          : code
              .slice(bodyStart + 1, bodyEnd)
              .split('\n')
              .map((l) => l.slice(Math.min(indent, /^\s*/.exec(l)![0].length)))
              .join('\n');
      const end = closing ? bodyEnd + closing[0].length : code.length;
      push('string', start, end, { parts: match[1] === "'" ? [{ literal: body }] : phpInterpolation(body) });
    } else if (c === '$' && /[A-Za-z_\u0080-\uffff]/.test(code[i + 1] ?? '')) {
      const name = /^\$[A-Za-z_\u0080-\uffff][\w\u0080-\uffff]*/.exec(code.slice(i, i + 256))![0];
      push('name', start, start + name.length);
    } else if (/[A-Za-z_\\\u0080-\uffff]/.test(c) && (c !== '\\' || /[A-Za-z_]/.test(code[i + 1] ?? ''))) {
      const name = /^\\?[A-Za-z_\u0080-\uffff][\w\u0080-\uffff]*(?:\\[A-Za-z_\u0080-\uffff][\w\u0080-\uffff]*)*/.exec(code.slice(i, i + 512))![0];
      push('name', start, start + name.length);
    } else if (startsNumber(code, i)) {
      const number = /^(?:0[xXbBoO][0-9a-fA-F_]+|\d[\d_]*(?:\.\d*)?(?:[eE][-+]?\d+)?|\.\d+)/.exec(code.slice(i, i + 64))![0];
      push('number', start, start + number.length);
    } else {
      const op = PUNCTUATION.find((p) => code.startsWith(p, i)) ?? c;
      push('punct', start, start + op.length);
    }
  }
  return out;
}

function delimited(code: string, i: number, close: string): { body: string; end: number } {
  for (let k = i; k < code.length; k++) {
    if (code[k] === '\\') k++;
    else if (code[k] === close) return { body: code.slice(i, k), end: k + 1 };
  }
  return { body: code.slice(i), end: code.length };
}

/** The pieces of a PHP string that interpolates: escapes read, `$x`, `$x[0]`, `$x->y`, `{$…}` and `${x}` kept as code. */
function phpInterpolation(body: string): StringPart[] {
  const parts: StringPart[] = [];
  let text = '';
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (c === '\\' && i + 1 < body.length) {
      const next = body[i + 1]!;
      if (ESCAPES[next] !== undefined) {
        text += ESCAPES[next];
        i++;
      } else if (next === 'x' && /^[0-9a-fA-F]{1,2}/.test(body.slice(i + 2))) {
        const hex = /^[0-9a-fA-F]{1,2}/.exec(body.slice(i + 2))![0];
        text += String.fromCharCode(parseInt(hex, 16));
        i += 1 + hex.length;
      } else if (/[0-7]/.test(next)) {
        const octal = /^[0-7]{1,3}/.exec(body.slice(i + 1))![0];
        text += String.fromCharCode(parseInt(octal, 8) & 0xff);
        i += octal.length;
      } else text += c;
      continue;
    }
    const brace = c === '{' && body[i + 1] === '$';
    const dollarBrace = c === '$' && body[i + 1] === '{';
    if (brace || dollarBrace) {
      const close = body.indexOf('}', i + 2);
      const end = close === -1 ? body.length : close;
      parts.push({ literal: text }, { code: brace ? body.slice(i + 1, end) : `$${body.slice(i + 2, end)}` });
      text = '';
      i = end;
      continue;
    }
    if (c === '$' && /[A-Za-z_]/.test(body[i + 1] ?? '')) {
      const variable = /^\$[A-Za-z_]\w*(?:\[[^\]]*\]|->[A-Za-z_]\w*)?/.exec(body.slice(i))![0];
      parts.push({ literal: text }, { code: variable });
      text = '';
      i += variable.length - 1;
      continue;
    }
    text += c;
  }
  parts.push({ literal: text });
  return parts.filter((p) => !('literal' in p) || p.literal !== '');
}
