import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '../../support/fixtures';
import { childOutput, type ChildOutput } from './child-output';
import { readJsonRequest } from './json-request';

const OPENCODE_BIN = join(REPO_ROOT, 'node_modules', '.bin', 'opencode');
/** The @opencode-ai/plugin version OpenCode 1.18.33 npm-installs into each config dir unless it is already "there". */
const PLUGIN_API_VERSION = '1.18.33';
/** A ripgrep that is already on disk: the one the pinned @openai/codex package vendors. */
const VENDORED_RG = join(REPO_ROOT, 'node_modules', '@openai', 'codex-linux-x64', 'vendor', 'x86_64-unknown-linux-musl', 'codex-path', 'rg');

export interface RecordedRequest {
  readonly path: string;
  readonly body: Record<string, unknown>;
}

export interface ChatMessage {
  readonly role?: string;
  readonly content?: unknown;
  readonly tool_call_id?: string;
}

/** The text of a message's content, whether OpenCode sent a string or an array of parts. */
export function messageText(message: ChatMessage | undefined): string {
  const content = message?.content;
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) return content.map((p: { text?: unknown }) => (typeof p?.text === 'string' ? p.text : '')).join('');
  return content === undefined || content === null ? '' : JSON.stringify(content);
}

/**
 * A scripted OpenAI Chat Completions API on 127.0.0.1, as OpenCode 1.18.33 speaks it (recipe:
 * shared/reference/pi-opencode-live.md §1): a request with tools and no tool result yet → the scripted call of
 * OpenCode's `bash` tool, whose arguments are `{command, description}`; any other request → a final text.
 * (The shared ChatCompletionsMockServer speaks Kimi's dialect: a `Bash` tool with `{command}` only.)
 *
 * It is also the proxy of every OpenCode run (HTTP(S)_PROXY): anything that would leave 127.0.0.1 arrives here
 * instead, as a CONNECT or an absolute URL, is refused and is kept in `unexpected`.
 */
export class OpenCodeModelServer {
  readonly requests: RecordedRequest[] = [];
  readonly unexpected: string[] = [];
  private scripted: { command: string; description: string } | undefined;
  private readonly server: Server = createServer((req, res) => void this.handle(req, res));
  private counter = 0;

  constructor(private readonly delayMs = 0) {
    this.server.on('connect', (req: IncomingMessage, socket) => {
      this.unexpected.push(`CONNECT ${req.url ?? ''}`);
      socket.end('HTTP/1.1 403 Forbidden\r\n\r\n');
    });
  }

  /** The origin (`http://127.0.0.1:<port>`); the API is under `/v1`. */
  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** What the model asks for in the next run (resets the recorded requests and the call ids). */
  script(command: { command: string; description: string } | undefined): void {
    this.scripted = command;
    this.requests.length = 0;
    this.counter = 0;
  }

  messages(request: RecordedRequest): ChatMessage[] {
    return Array.isArray(request.body['messages']) ? (request.body['messages'] as ChatMessage[]) : [];
  }

  /** The system messages of one request, as text. */
  systemTexts(request: RecordedRequest): string[] {
    return this.messages(request)
      .filter((m) => m.role === 'system')
      .map(messageText);
  }

  /** The tool results OpenCode sent back to the model, in order. */
  toolResults(): string[] {
    return this.requests.flatMap((r) => {
      const last = this.messages(r).at(-1);
      return last?.role === 'tool' ? [messageText(last)] : [];
    });
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (!(req.url ?? '').startsWith('/')) {
      // A proxied request for another host (`GET http://host/...`).
      this.unexpected.push(`${req.method ?? '?'} ${req.url ?? ''}`);
      req.resume();
      res.writeHead(403).end();
      return;
    }
    const { path, body } = await readJsonRequest(req);
    if (req.method !== 'POST' || path !== '/v1/chat/completions' || !body) {
      this.unexpected.push(`${req.method ?? '?'} ${path}`);
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: `mock: no route ${req.method} ${path}` } }));
      return;
    }
    this.requests.push({ path, body });
    const n = ++this.counter;
    const hasTools = Array.isArray(body['tools']) && body['tools'].length > 0;
    const afterTool = this.messages({ path, body }).some((m) => m.role === 'tool');
    const call = hasTools && !afterTool ? this.scripted : undefined;
    if (this.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
    if (res.destroyed) return;
    const model = typeof body['model'] === 'string' ? body['model'] : 'mock-model';
    const base = { id: `chatcmpl-mock-${n}`, object: 'chat.completion.chunk', created: Math.floor(Date.now() / 1000), model };
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
    const send = (choices: unknown[], extra: Record<string, unknown> = {}) => res.write(`data: ${JSON.stringify({ ...base, choices, ...extra })}\n\n`);
    if (call) {
      send([
        {
          index: 0,
          delta: {
            role: 'assistant',
            content: null,
            tool_calls: [{ index: 0, id: `call_mock_${n}`, type: 'function', function: { name: 'bash', arguments: '' } }],
          },
          finish_reason: null,
        },
      ]);
      send([{ index: 0, delta: { tool_calls: [{ index: 0, function: { arguments: JSON.stringify(call) } }] }, finish_reason: null }]);
      send([{ index: 0, delta: {}, finish_reason: 'tool_calls' }]);
    } else {
      send([{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }]);
      send([{ index: 0, delta: { content: afterTool ? 'Done.' : 'Nothing to do.' }, finish_reason: null }]);
      send([{ index: 0, delta: {}, finish_reason: 'stop' }]);
    }
    send([], { usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 } });
    res.end('data: [DONE]\n\n');
  }
}

export interface OpenCodeHome {
  /** The folder holding all of the below; removed by `removeOpenCodeHome`. */
  readonly root: string;
  readonly home: string;
  readonly config: string;
  readonly data: string;
  readonly cache: string;
  readonly state: string;
}

/**
 * A throw-away HOME and XDG dirs for OpenCode, set up from scratch (recipe: shared/reference/pi-opencode-live.md
 * §3.1, §3.2). OpenCode npm-installs @opencode-ai/plugin into each config dir at startup unless that dir's lock
 * file already names it: the global config dir gets that stub (an empty node_modules, package.json and
 * package-lock.json naming the package); the test repositories have no `.opencode/`, so need none. OpenCode
 * downloads ripgrep when it needs one and finds none (on PATH, then in its cache): a copy of the vendored one is put
 * in its cache, so no run ever has to (these runs did not ask for one either way).
 */
export function prepareOpenCodeHome(): OpenCodeHome {
  const root = realpathSync(mkdtempSync(join(tmpdir(), 'bearing-opencode-home-')));
  const dirs = {
    root,
    home: join(root, 'home'),
    config: join(root, 'config'),
    data: join(root, 'data'),
    cache: join(root, 'cache'),
    state: join(root, 'state'),
  };
  for (const dir of Object.values(dirs)) mkdirSync(dir, { recursive: true });
  stubConfigDir(join(dirs.config, 'opencode'));
  if (!existsSync(VENDORED_RG)) throw new Error(`no ripgrep to seed OpenCode with (looked for ${VENDORED_RG}); without one it downloads ripgrep`);
  mkdirSync(join(dirs.cache, 'opencode', 'bin'), { recursive: true });
  copyFileSync(VENDORED_RG, join(dirs.cache, 'opencode', 'bin', 'rg'));
  return dirs;
}

export function removeOpenCodeHome(home: OpenCodeHome): void {
  rmSync(home.root, { recursive: true, force: true });
}

function stubConfigDir(dir: string): void {
  mkdirSync(join(dir, 'node_modules'), { recursive: true });
  const dependencies = { '@opencode-ai/plugin': PLUGIN_API_VERSION };
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ dependencies }));
  writeFileSync(join(dir, 'package-lock.json'), JSON.stringify({ name: 'x', lockfileVersion: 3, requires: true, packages: { '': { dependencies } } }));
}

/**
 * The project's `opencode.json` as a user writes it: the scripted model as the only provider, and `plugin`
 * listing the given package roots (bearing: this repository's root, whose package.json `exports["./server"]`
 * names the plugin module).
 */
export function writeOpenCodeConfig(projectRoot: string, options: { apiUrl: string; plugins: readonly string[] }): void {
  const config = {
    $schema: 'https://opencode.ai/config.json',
    autoupdate: false,
    share: 'disabled',
    model: 'mock/mock-model',
    small_model: 'mock/mock-model',
    provider: {
      mock: {
        npm: '@ai-sdk/openai-compatible',
        name: 'Mock',
        options: { baseURL: options.apiUrl, apiKey: 'sk-bearing-offline-test' },
        models: { 'mock-model': { name: 'Mock Model', tool_call: true, limit: { context: 128_000, output: 4_096 } } },
      },
    },
    plugin: options.plugins,
  };
  writeFileSync(join(projectRoot, 'opencode.json'), `${JSON.stringify(config, null, 2)}\n`);
}

/**
 * Runs `opencode run --title e2e <prompt>` once, asynchronously (the scripted model lives in this same process),
 * stdin /dev/null, in an environment built from scratch: the throw-away home, updates, model catalog, LSP
 * downloads, sharing and Claude Code compatibility off, and every proxy variable pointing at the scripted server
 * (which refuses and records), so no connection leaves 127.0.0.1. `--title` spares the no-tools title request.
 */
export function runOpenCode(options: {
  cwd: string;
  home: OpenCodeHome;
  proxyUrl: string;
  prompt: string;
  env?: Record<string, string>;
}): Promise<ChildOutput> {
  const child = spawn(OPENCODE_BIN, ['run', '--title', 'e2e', options.prompt], {
    cwd: options.cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...environment(options.home, options.proxyUrl), ...options.env },
  });
  return childOutput(child, 60_000);
}

function environment(home: OpenCodeHome, proxyUrl: string): Record<string, string> {
  return {
    PATH: '/usr/local/bin:/usr/bin:/bin',
    HOME: home.home,
    XDG_CONFIG_HOME: home.config,
    XDG_DATA_HOME: home.data,
    XDG_CACHE_HOME: home.cache,
    XDG_STATE_HOME: home.state,
    SHELL: existsSync('/bin/bash') ? '/bin/bash' : '/bin/sh',
    OPENCODE_DISABLE_AUTOUPDATE: '1',
    OPENCODE_DISABLE_MODELS_FETCH: '1',
    OPENCODE_DISABLE_LSP_DOWNLOAD: '1',
    OPENCODE_DISABLE_SHARE: '1',
    OPENCODE_DISABLE_CLAUDE_CODE: '1',
    GIT_CONFIG_NOSYSTEM: '1',
    HTTPS_PROXY: proxyUrl,
    HTTP_PROXY: proxyUrl,
    ALL_PROXY: proxyUrl,
    https_proxy: proxyUrl,
    http_proxy: proxyUrl,
    all_proxy: proxyUrl,
    NO_PROXY: '127.0.0.1,localhost',
    no_proxy: '127.0.0.1,localhost',
  };
}
