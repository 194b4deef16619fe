import type { Arg } from '../arg';
import type { RefEffect } from '../git-args/git-ref-effect';

/** A REST call a forge's command line makes: method, endpoint, and the fields it sends. */
export interface ApiCall {
  readonly method: string;
  readonly endpoint: string;
  readonly fields: ReadonlyMap<string, string>;
}

/**
 * `gh api` and `glab api` arguments: `-X/--method`, the endpoint, `-f/-F/--field/--raw-field key=value` (which make
 * the method POST unless one is given) and `--input` (a body: POST too). Undefined when a word that decides it is
 * computed at run time.
 */
export function readApiCall(args: readonly Arg[]): ApiCall | undefined {
  let method: string | undefined;
  let endpoint: string | undefined;
  let sends = false;
  const fields = new Map<string, string>();
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const text = arg.text;
    const [option, inline] =
      text.startsWith('--') && text.includes('=') ? [text.slice(0, text.indexOf('=')), text.slice(text.indexOf('=') + 1)] : [text, undefined];
    const value = (): Arg | undefined => (inline !== undefined ? { text: inline, dynamic: arg.dynamic } : args[++i]);
    if (option === '-X' || option === '--method') {
      const given = value();
      if (!given || given.dynamic) return undefined;
      method = given.text.toUpperCase();
    } else if (/^-X./.test(text)) {
      method = text.slice(2).toUpperCase();
    } else if (['-f', '-F', '--field', '--raw-field'].includes(option)) {
      const field = value();
      sends = true;
      if (field && !field.dynamic) {
        const equals = field.text.indexOf('=');
        if (equals > 0) fields.set(field.text.slice(0, equals), field.text.slice(equals + 1));
      }
    } else if (option === '--input') {
      value();
      sends = true;
    } else if (['-H', '--header', '-q', '--jq', '-t', '--template', '--hostname', '--cache', '-p', '--preview'].includes(option)) {
      value();
    } else if (!text.startsWith('-') && endpoint === undefined) {
      if (arg.dynamic) return undefined;
      endpoint = text.replace(/^\//, '');
    }
  }
  if (endpoint === undefined) return undefined;
  return { method: method ?? (sends ? 'POST' : 'GET'), endpoint, fields };
}

/** What a GitHub REST or GraphQL call does to a branch (`gh api`, `hub api`). */
export function githubApiEffects(call: ApiCall, form: string): RefEffect[] {
  const { method, endpoint, fields } = call;
  if (method === 'GET' || method === 'HEAD') return [];
  const path = endpoint.replace(/^repos\/[^/]+\/[^/]+\//, '');
  const heads = /^git\/refs\/heads\/(.+)$/.exec(path);
  if (heads) return [{ rule: 'push', target: { branch: heads[1]! }, form: `${form} ${method} git/refs/heads` }];
  if (path === 'git/refs' && fields.get('ref')?.startsWith('refs/heads/'))
    return [{ rule: 'push', target: { branch: fields.get('ref')!.slice(11) }, form: `${form} POST git/refs` }];
  if (path === 'merges')
    return [{ rule: 'merge', target: fields.has('base') ? { branch: fields.get('base')! } : { base: 'the base branch' }, form: `${form} merges` }];
  const pull = /^pulls\/([^/]+)\/merge$/.exec(path);
  if (pull) return [{ rule: 'merge', target: { base: `pull request ${pull[1]}` }, form: `${form} pulls/merge` }];
  const branch = /^branches\/([^/]+)\/(rename|protection.*)$/.exec(path);
  if (branch)
    return [{ rule: branch[2] === 'rename' ? 'push' : 'merge', target: { branch: decodeURIComponent(branch[1]!) }, form: `${form} branches/${branch[2]}` }];
  if (path.startsWith('contents/') && (method === 'PUT' || method === 'DELETE')) {
    return [
      {
        rule: 'push',
        target: fields.has('branch') ? { branch: fields.get('branch')! } : { base: "the repository's default branch" },
        form: `${form} ${method} contents`,
      },
    ];
  }
  if (endpoint === 'graphql') {
    const query = [...fields.values()].join(' ');
    if (/\b(mergePullRequest|enablePullRequestAutoMerge|mergeBranch)\b/.test(query))
      return [{ rule: 'merge', target: { base: 'the base branch' }, form: `${form} graphql` }];
    if (/\b(updateRefs?|deleteRef|createRef|createCommitOnBranch)\b/.test(query))
      return [{ rule: 'push', target: { base: 'a branch the query names' }, form: `${form} graphql` }];
  }
  return [];
}

/** What a GitLab REST call does to a branch (`glab api`). */
export function gitlabApiEffects(call: ApiCall, form: string): RefEffect[] {
  const { method, endpoint, fields } = call;
  if (method === 'GET' || method === 'HEAD') return [];
  const path = endpoint.replace(/^projects\/[^/]+\//, '');
  if (/^merge_requests\/[^/]+\/merge$/.test(path)) return [{ rule: 'merge', target: { base: 'the merge request' }, form: `${form} merge_requests/merge` }];
  const branch = /^repository\/branches\/(.+)$/.exec(path);
  if (branch) return [{ rule: 'push', target: { branch: decodeURIComponent(branch[1]!) }, form: `${form} ${method} repository/branches` }];
  if (path === 'repository/branches' && fields.has('branch'))
    return [{ rule: 'push', target: { branch: fields.get('branch')! }, form: `${form} POST repository/branches` }];
  if (path === 'repository/commits' || path.startsWith('repository/files/')) {
    return [
      {
        rule: 'push',
        target: fields.has('branch') ? { branch: fields.get('branch')! } : { base: "the project's default branch" },
        form: `${form} ${path.split('/')[1]}`,
      },
    ];
  }
  const protectedBranch = /^protected_branches\/(.+)$/.exec(path);
  if (protectedBranch) return [{ rule: 'merge', target: { branch: decodeURIComponent(protectedBranch[1]!) }, form: `${form} protected_branches` }];
  return [];
}
