import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readJsonRequest } from './json-request';

/** What the scripted model does on a turn without a tool result yet: run this shell command. */
export interface ScriptedCommand {
  readonly command: string;
}

export interface RecordedRequest {
  readonly path: string;
  readonly body: Record<string, unknown>;
}

interface ChatMessage {
  readonly role?: string;
  readonly content?: unknown;
  readonly tool_call_id?: string;
}

/**
 * A scripted OpenAI Chat Completions API on 127.0.0.1, as Kimi Code 2.1.0 speaks it (recipe:
 * shared/reference/kimi-live.md §2.4). A request whose last message is a tool result → a final text; a
 * request with tools and no tool result yet → the scripted `Bash` call; a request without tools (titles,
 * summaries) → a text. Every answer waits `delayMs` first: Kimi kills PostToolUse hooks still running when
 * the step ends (kimi-live.md §6.4), and a Node hook needs that long to start.
 */
export class ChatCompletionsMockServer {
  readonly requests: RecordedRequest[] = [];
  private scripted: ScriptedCommand | undefined;
  private readonly server: Server = createServer((req, res) => void this.handle(req, res));
  private counter = 0;

  constructor(private readonly delayMs = 1_500) {}

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
  }

  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  script(command: ScriptedCommand | undefined): void {
    this.scripted = command;
    this.requests.length = 0;
  }

  /** The tool results Kimi sent back to the model, in order. */
  toolResults(): string[] {
    return this.requests.flatMap((r) => {
      const last = this.messages(r.body).at(-1);
      return last?.role === 'tool' ? [typeof last.content === 'string' ? last.content : JSON.stringify(last.content)] : [];
    });
  }

  private messages(body: Record<string, unknown>): ChatMessage[] {
    return Array.isArray(body['messages']) ? (body['messages'] as ChatMessage[]) : [];
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const { path, body } = await readJsonRequest(req);
    if (req.method !== 'POST' || !path.endsWith('/chat/completions') || !body) {
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'not found' } }));
      return;
    }
    this.requests.push({ path, body });
    const n = ++this.counter;
    const hasTools = Array.isArray(body['tools']) && body['tools'].length > 0;
    const afterTool = this.messages(body).at(-1)?.role === 'tool';
    const call = hasTools && !afterTool && this.scripted ? this.scripted : undefined;
    await new Promise((resolve) => setTimeout(resolve, this.delayMs));
    if (res.destroyed) return;
    const model = typeof body['model'] === 'string' ? body['model'] : 'mock-model';
    const base = { id: `chatcmpl-mock-${n}`, object: 'chat.completion.chunk', created: Math.floor(Date.now() / 1000), model };
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
    const send = (choices: unknown[], extra: Record<string, unknown> = {}) => res.write(`data: ${JSON.stringify({ ...base, choices, ...extra })}\n\n`);
    send([{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }]);
    if (call) {
      send([
        {
          index: 0,
          delta: { tool_calls: [{ index: 0, id: `call_mock_${n}`, type: 'function', function: { name: 'Bash', arguments: '' } }] },
          finish_reason: null,
        },
      ]);
      send([{ index: 0, delta: { tool_calls: [{ index: 0, function: { arguments: JSON.stringify({ command: call.command }) } }] }, finish_reason: null }]);
      send([{ index: 0, delta: {}, finish_reason: 'tool_calls' }]);
    } else {
      send([{ index: 0, delta: { content: afterTool ? 'Done.' : 'Mock summary.' }, finish_reason: null }]);
      send([{ index: 0, delta: {}, finish_reason: 'stop' }]);
    }
    send([], { usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 } });
    res.end('data: [DONE]\n\n');
  }
}
