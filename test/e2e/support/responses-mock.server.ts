import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { readJsonRequest } from './json-request';

/** What the scripted model does on a turn without a tool result yet: run this shell command. */
export interface ScriptedCommand {
  readonly command: string;
}

export interface RecordedRequest {
  readonly path: string;
  readonly body: Record<string, unknown>;
}

interface InputItem {
  readonly type?: string;
  readonly output?: unknown;
}

/**
 * A scripted OpenAI Responses API on 127.0.0.1, as Codex 0.169.0 speaks it (recipe:
 * shared/reference/codex-live.md §2). A request without a tool output yet → the scripted `exec_command`
 * call; a request carrying a tool output → a final message. One server serves a whole test file.
 */
export class ResponsesMockServer {
  readonly requests: RecordedRequest[] = [];
  /** CONNECT targets refused: Codex's attempts to leave 127.0.0.1 when this server is its proxy. */
  readonly refusedProxyTargets: string[] = [];
  private scripted: ScriptedCommand | undefined;
  private readonly server: Server = createServer((req, res) => void this.handle(req, res));
  private counter = 0;

  constructor() {
    this.server.on('connect', (req: IncomingMessage, socket: Socket) => {
      this.refusedProxyTargets.push(req.url ?? '');
      socket.end('HTTP/1.1 403 Forbidden\r\n\r\n');
    });
  }

  /** Starts listening; returns the origin (`http://127.0.0.1:<port>`), usable as a proxy URL too. */
  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  script(command: ScriptedCommand | undefined): void {
    this.scripted = command;
    this.requests.length = 0;
  }

  /** The tool outputs Codex sent back to the model, in order. */
  toolOutputs(): string[] {
    return this.requests.flatMap((r) =>
      this.input(r.body)
        .filter((item) => item.type === 'function_call_output')
        .map((item) => (typeof item.output === 'string' ? item.output : JSON.stringify(item.output))),
    );
  }

  private input(body: Record<string, unknown>): InputItem[] {
    return Array.isArray(body['input']) ? (body['input'] as InputItem[]) : [];
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const { path, body } = await readJsonRequest(req);
    if (req.method !== 'POST' || !path.endsWith('/responses') || !body) {
      res.writeHead(404).end();
      return;
    }
    this.requests.push({ path, body });
    const n = ++this.counter;
    const answered = this.input(body).some((item) => typeof item.type === 'string' && item.type.endsWith('_call_output'));
    const item =
      !answered && this.scripted
        ? { type: 'function_call', id: `fc_${n}`, call_id: `call_${n}`, name: 'exec_command', arguments: JSON.stringify({ cmd: this.scripted.command }) }
        : { type: 'message', id: `msg_${n}`, role: 'assistant', content: [{ type: 'output_text', text: 'Done.', annotations: [] }] };
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    const send = (data: Record<string, unknown>) => res.write(`event: ${data['type']}\ndata: ${JSON.stringify(data)}\n\n`);
    send({ type: 'response.created', response: { id: `resp_${n}` } });
    send({ type: 'response.output_item.done', output_index: 0, item });
    send({
      type: 'response.completed',
      response: {
        id: `resp_${n}`,
        usage: {
          input_tokens: 1,
          input_tokens_details: { cached_tokens: 0 },
          output_tokens: 1,
          output_tokens_details: { reasoning_tokens: 0 },
          total_tokens: 2,
        },
      },
    });
    res.end();
  }
}
