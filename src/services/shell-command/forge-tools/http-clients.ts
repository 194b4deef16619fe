import type { Arg } from '../arg';
import type { RefEffect } from '../git-args/git-ref-effect';
import { githubApiEffects, gitlabApiEffects, type ApiCall } from './forge-api';

/** curl's options that take the next word as their value (the ones agents write; an unknown one is read as a flag). */
const CURL_WITH_VALUE = new Set(
  '-H --header -o --output -u --user -A --user-agent -e --referer -b --cookie -c --cookie-jar -w --write-out -m --max-time --connect-timeout -x --proxy --retry --cacert --cert --key -K --config --resolve --limit-rate -r --range -E --oauth2-bearer'.split(
    ' ',
  ),
);
/** curl's options that send a body: POST unless a method is given (`-T` uploads: PUT). */
const CURL_BODY = new Set(['-d', '--data', '--data-raw', '--data-binary', '--data-urlencode', '--data-ascii', '-F', '--form', '--form-string', '--json']);

/**
 * A forge's REST API called over plain HTTP (`curl -X PUT https://api.github.com/repos/o/r/pulls/1/merge`, `wget
 * --method=DELETE …`, `http PUT …`): what it does to branches, as `gh api` and `glab api` calls to the same endpoint.
 * GitHub at api.github.com or a server's `/api/v3/`, GitLab at `/api/v4/`. Undefined for any other program or URL.
 */
export function httpClientEffects(name: string, args: readonly Arg[]): { effects: RefEffect[]; unknown: string[] } | undefined {
  const request =
    name === 'curl'
      ? curlRequest(args)
      : name === 'wget'
        ? wgetRequest(args)
        : name === 'http' || name === 'https' || name === 'xh'
          ? httpieRequest(args)
          : undefined;
  if (!request) return undefined;
  if (request.url.dynamic) return { effects: [], unknown: [`${name}: the URL is computed at run time`] };
  const api = forgeEndpoint(request.url.text);
  if (!api) return undefined;
  const call: ApiCall = { method: request.method, endpoint: api.endpoint, fields: request.fields };
  return { effects: api.forge === 'github' ? githubApiEffects(call, name) : gitlabApiEffects(call, name), unknown: [] };
}

interface HttpRequest {
  readonly method: string;
  readonly url: Arg;
  readonly fields: ReadonlyMap<string, string>;
}

function curlRequest(args: readonly Arg[]): HttpRequest | undefined {
  let method: string | undefined;
  let url: Arg | undefined;
  let body: string | undefined;
  let sends = false;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const text = arg.text;
    const [option, inline] =
      text.startsWith('--') && text.includes('=') ? [text.slice(0, text.indexOf('=')), text.slice(text.indexOf('=') + 1)] : [text, undefined];
    const value = (): Arg | undefined => (inline !== undefined ? { text: inline, dynamic: arg.dynamic } : args[++i]);
    if (option === '-X' || option === '--request') method = value()?.text.toUpperCase();
    else if (/^-X[A-Za-z]/.test(text)) method = text.slice(2).toUpperCase();
    else if (/^-[a-zA-Z]*X$/.test(text) && text.length > 2) method = args[++i]?.text.toUpperCase();
    else if (CURL_BODY.has(option)) {
      sends = true;
      body = value()?.text ?? body;
    } else if (option === '-T' || option === '--upload-file') {
      value();
      method ??= 'PUT';
    } else if (option === '--url') url = value();
    else if (CURL_WITH_VALUE.has(option)) value();
    else if (!text.startsWith('-') && /^https?:\/\//i.test(text)) url ??= arg;
    else if (!text.startsWith('-') && arg.dynamic) url ??= arg;
  }
  if (!url) return undefined;
  return { method: method ?? (sends ? 'POST' : 'GET'), url, fields: bodyFields(body) };
}

function wgetRequest(args: readonly Arg[]): HttpRequest | undefined {
  let method: string | undefined;
  let url: Arg | undefined;
  let body: string | undefined;
  for (const arg of args) {
    const text = arg.text;
    if (text.startsWith('--method=')) method = text.slice(9).toUpperCase();
    else if (text.startsWith('--post-data=') || text.startsWith('--body-data=')) body = text.slice(text.indexOf('=') + 1);
    else if (!text.startsWith('-') && (/^https?:\/\//i.test(text) || arg.dynamic)) url ??= arg;
  }
  if (!url) return undefined;
  return { method: method ?? (body !== undefined ? 'POST' : 'GET'), url, fields: bodyFields(body) };
}

/** HTTPie and xh: `[METHOD] URL [key=value …]` (fields make it a POST). */
function httpieRequest(args: readonly Arg[]): HttpRequest | undefined {
  const positional = args.filter((a) => !a.text.startsWith('-'));
  const hasMethod = /^[A-Z]+$/.test(positional[0]?.text ?? '');
  const url = positional[hasMethod ? 1 : 0];
  if (!url) return undefined;
  const fields = new Map<string, string>();
  for (const item of positional.slice(hasMethod ? 2 : 1)) {
    const match = /^([^=:]+):?=(.*)$/.exec(item.text);
    if (match) fields.set(match[1]!, match[2]!);
  }
  return { method: hasMethod ? positional[0]!.text : fields.size > 0 ? 'POST' : 'GET', url, fields };
}

/** A JSON object's string fields, or `a=b&c=d`. */
function bodyFields(body: string | undefined): ReadonlyMap<string, string> {
  const fields = new Map<string, string>();
  if (body === undefined) return fields;
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      for (const [key, value] of Object.entries(parsed)) fields.set(key, typeof value === 'string' ? value : JSON.stringify(value));
    }
    return fields;
  } catch {
    for (const pair of body.split('&')) {
      const equals = pair.indexOf('=');
      if (equals > 0) fields.set(pair.slice(0, equals), pair.slice(equals + 1));
    }
    return fields;
  }
}

/** The API endpoint of a forge URL: `repos/o/r/…` for GitHub, `projects/…` for GitLab. */
function forgeEndpoint(url: string): { forge: 'github' | 'gitlab'; endpoint: string } | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  const path = decodeURI(parsed.pathname).replace(/^\/+/, '');
  if (parsed.hostname.toLowerCase() === 'api.github.com') return { forge: 'github', endpoint: path };
  const github = /^api\/v3\/(.*)$/.exec(path);
  if (github) return { forge: 'github', endpoint: github[1]! };
  const gitlab = /^api\/v4\/(.*)$/.exec(path);
  if (gitlab) return { forge: 'gitlab', endpoint: gitlab[1]! };
  return undefined;
}
