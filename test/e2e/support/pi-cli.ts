import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { REPO_ROOT } from '../../support/fixtures';
import { ChatCompletionsMockServer, type RecordedRequest, type ScriptedCommand } from './chat-completions-mock.server';
import { childOutput, type ChildOutput } from './child-output';
import { node22 } from './node22';

const PI_PACKAGE = join(REPO_ROOT, 'node_modules', '@earendil-works', 'pi-coding-agent');
/** The file `node_modules/.bin/pi` links to (package.json `bin.pi`), run with the pinned Node 22 (Pi needs >= 22.19). */
export const PI_CLI = join(PI_PACKAGE, (JSON.parse(readFileSync(join(PI_PACKAGE, 'package.json'), 'utf8')) as { bin: { pi: string } }).bin.pi);

export interface PiHome {
  /** A throw-away HOME (realpath), with Pi's agent folder `$HOME/.pi/agent` and the XDG folders inside it. */
  readonly home: string;
  readonly agentDir: string;
  remove(): void;
}

/**
 * A throw-away Pi home set up from scratch (recipe: shared/reference/pi-opencode-live.md §2.1, §2.6): the
 * scripted model as the only provider (`models.json`), and nothing else. Bearing is not in it: a test installs it
 * the way a user does (`pi install`, `pi -e`).
 */
export function preparePiHome(baseUrl: string): PiHome {
  const home = realpathSync(mkdtempSync(join(tmpdir(), 'bearing-pi-home-')));
  const agentDir = join(home, '.pi', 'agent');
  mkdirSync(agentDir, { recursive: true });
  for (const xdg of ['config', 'data', 'cache', 'state']) mkdirSync(join(home, 'xdg', xdg), { recursive: true });
  const provider = { baseUrl, api: 'openai-completions', apiKey: 'mock-key', models: [{ id: 'mock-model' }] };
  writeFileSync(join(agentDir, 'models.json'), `${JSON.stringify({ providers: { mock: provider } }, null, 2)}\n`);
  return { home, agentDir, remove: () => rmSync(home, { recursive: true, force: true }) };
}

/** `pi <args>` once, synchronously (nothing in it talks to the scripted model): `pi install <dir>`, `pi list`. */
export function piCommand(pi: PiHome, args: readonly string[], cwd: string = pi.home): ChildOutput {
  const run = spawnSync(node22(), [PI_CLI, ...args], { cwd, env: piEnvironment(pi), encoding: 'utf8', timeout: 30_000, stdio: ['ignore', 'pipe', 'pipe'] });
  return { exitCode: run.status, stdout: run.stdout, stderr: run.stderr };
}

/**
 * `pi --provider mock --model mock-model -p --no-session [extra] <prompts…>` once, asynchronously (the scripted
 * model lives in this same process), in `cwd`, with stdin closed, in an environment built from scratch.
 */
export function runPi(options: {
  cwd: string;
  pi: PiHome;
  prompts: readonly string[];
  extraArgs?: readonly string[];
  env?: Record<string, string>;
}): Promise<ChildOutput> {
  const args = [PI_CLI, '--provider', 'mock', '--model', 'mock-model', ...(options.extraArgs ?? []), '-p', '--no-session', ...options.prompts];
  const child = spawn(node22(), args, { cwd: options.cwd, stdio: ['ignore', 'pipe', 'pipe'], env: { ...piEnvironment(options.pi), ...options.env } });
  return childOutput(child, 30_000);
}

/** The environment every Pi run here gets, built from scratch around a throw-away home. */
export function piEnvironment(pi: PiHome): Record<string, string> {
  return {
    // Node 22 first: the bash tool's shell (and anything it starts) sees the Node that runs Pi.
    PATH: `${dirname(node22())}:/usr/local/bin:/usr/bin:/bin`,
    HOME: pi.home,
    XDG_CONFIG_HOME: join(pi.home, 'xdg', 'config'),
    XDG_DATA_HOME: join(pi.home, 'xdg', 'data'),
    XDG_CACHE_HOME: join(pi.home, 'xdg', 'cache'),
    XDG_STATE_HOME: join(pi.home, 'xdg', 'state'),
    PI_OFFLINE: '1',
    PI_SKIP_VERSION_CHECK: '1',
    PI_TELEMETRY: '0',
    GIT_CONFIG_NOSYSTEM: '1',
  };
}

/**
 * The shared scripted Chat Completions API, for Pi: Pi's shell tool is `bash`, the shared script calls `Bash`
 * (Kimi Code's name). A relay on 127.0.0.1 in front of it renames the scripted call in each answer and passes
 * everything else through unchanged; the shared server still decides each answer and records each request. It
 * answers without delay: Pi runs its handlers in its own process and awaits each one, so nothing races the step.
 */
export class PiChatCompletionsServer {
  private readonly scripted = new ChatCompletionsMockServer(0);
  private readonly relay: Server = createServer((req, res) => void this.forward(req, res));
  private upstream = '';

  /** Every request Pi sent, in order (since the last `script`). */
  get requests(): readonly RecordedRequest[] {
    return this.scripted.requests;
  }

  async start(): Promise<string> {
    this.upstream = await this.scripted.start();
    await new Promise<void>((resolve) => this.relay.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.relay.address() as AddressInfo).port}/v1`;
  }

  async stop(): Promise<void> {
    this.relay.closeAllConnections();
    await new Promise<void>((resolve) => this.relay.close(() => resolve()));
    await this.scripted.stop();
  }

  script(command: ScriptedCommand | undefined): void {
    this.scripted.script(command);
  }

  /** The tool results Pi sent back to the model, in order. */
  toolResults(): string[] {
    return this.scripted.toolResults();
  }

  private async forward(req: IncomingMessage, res: ServerResponse): Promise<void> {
    try {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const path = (req.url ?? '').replace(/^\/v1/, '');
      const answer = await fetch(`${this.upstream}${path}`, {
        method: req.method ?? 'GET',
        headers: { 'content-type': req.headers['content-type'] ?? 'application/json' },
        ...(req.method === 'POST' && { body: Buffer.concat(chunks) }),
      });
      const text = (await answer.text()).split('"function":{"name":"Bash"').join('"function":{"name":"bash"');
      res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json', 'cache-control': 'no-cache' }).end(text);
    } catch (error) {
      res.writeHead(502, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: `relay: ${String(error)}` } }));
    }
  }
}
