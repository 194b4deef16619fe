import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readJsonRequest } from './json-request';

/** What the scripted model does on a turn without a tool result yet: call this tool. */
export interface ScriptedToolUse {
  readonly name: string;
  readonly input: Record<string, unknown>;
  /**
   * How many turns call the tool; later turns answer with text. Unlimited by default. A stop hook that
   * adds context makes Claude Code take one more turn, which must not repeat the tool call.
   */
  readonly times?: number;
}

export interface RecordedRequest {
  readonly path: string;
  readonly body: Record<string, unknown>;
}

/**
 * A scripted Anthropic Messages API on 127.0.0.1 (recipe: shared/reference/claude-code-live.md §2).
 * First request of a turn → the scripted tool call; a request whose last message carries a tool_result →
 * a final text. One server serves a whole test file; `script()` sets the next tool call.
 */
export class AnthropicMockServer {
  readonly requests: RecordedRequest[] = [];
  private toolUse: ScriptedToolUse | undefined;
  private toolCallsLeft = Infinity;
  private readonly server: Server = createServer((req, res) => void this.handle(req, res));
  private counter = 0;

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  script(toolUse: ScriptedToolUse | undefined): void {
    this.toolUse = toolUse;
    this.toolCallsLeft = toolUse?.times ?? Infinity;
    this.requests.length = 0;
  }

  /** The tool_result blocks the CLI sent back to the model, in order. */
  toolResults(): Array<{ is_error?: boolean; content: unknown }> {
    return this.requests.flatMap((r) => {
      const messages = (r.body['messages'] as Array<{ content: unknown }> | undefined) ?? [];
      const last = messages[messages.length - 1];
      return Array.isArray(last?.content) ? last.content.filter((b: { type?: string }) => b.type === 'tool_result') : [];
    });
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const request = await readJsonRequest(req);
    const path = request.path;
    const body = request.body ?? {};
    if (req.method !== 'POST' || path !== '/v1/messages') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(path.endsWith('count_tokens') ? { input_tokens: 1 } : {}));
      return;
    }
    this.requests.push({ path, body });
    const messages = (body['messages'] as Array<{ content: unknown }> | undefined) ?? [];
    const last = messages[messages.length - 1];
    const hasToolResult = Array.isArray(last?.content) && last.content.some((b: { type?: string }) => b.type === 'tool_result');
    const callTool = !hasToolResult && this.toolUse !== undefined && this.toolCallsLeft > 0;
    if (callTool) this.toolCallsLeft--;
    const block = callTool
      ? { type: 'tool_use', id: `toolu_${++this.counter}`, name: this.toolUse!.name, input: this.toolUse!.input }
      : { type: 'text', text: 'Done.' };
    const model = typeof body['model'] === 'string' ? body['model'] : 'claude-mock';
    if (body['stream'] !== true) {
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id: `msg_${this.counter}`,
          type: 'message',
          role: 'assistant',
          model,
          content: [block],
          stop_reason: block.type === 'tool_use' ? 'tool_use' : 'end_turn',
          stop_sequence: null,
          usage: { input_tokens: 1, output_tokens: 1 },
        }),
      );
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const send = (type: string, data: Record<string, unknown>) => res.write(`event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`);
    send('message_start', {
      message: {
        id: `msg_${this.counter}`,
        type: 'message',
        role: 'assistant',
        model,
        content: [],
        stop_reason: null,
        stop_sequence: null,
        usage: { input_tokens: 1, output_tokens: 1 },
      },
    });
    if (block.type === 'tool_use') {
      send('content_block_start', { index: 0, content_block: { ...block, input: {} } });
      send('content_block_delta', { index: 0, delta: { type: 'input_json_delta', partial_json: JSON.stringify(block.input) } });
    } else {
      send('content_block_start', { index: 0, content_block: { type: 'text', text: '' } });
      send('content_block_delta', { index: 0, delta: { type: 'text_delta', text: (block as { text: string }).text } });
    }
    send('content_block_stop', { index: 0 });
    send('message_delta', { delta: { stop_reason: block.type === 'tool_use' ? 'tool_use' : 'end_turn', stop_sequence: null }, usage: { output_tokens: 1 } });
    send('message_stop', {});
    res.end();
  }
}
