import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { REPO_ROOT } from '../../support/fixtures';

const CODEX_BIN = join(REPO_ROOT, 'node_modules', '.bin', 'codex');

/** One hook as `codex app-server` lists it (hooks/list, 0.169.0): where it comes from and whether Codex trusts it. */
export interface ListedHook {
  readonly key: string;
  readonly eventName: string;
  readonly command: string;
  readonly source: string;
  readonly currentHash: string;
  readonly trustStatus: string;
}

/**
 * The hooks Codex sees for a working folder and whether each is trusted, asked of Codex itself: `codex app-server`
 * over stdio JSON-RPC (initialize, initialized, hooks/list), the same list /hooks shows.
 */
export function codexHooksList(env: Record<string, string>, cwd: string): Promise<ListedHook[]> {
  const server = spawn(CODEX_BIN, ['app-server'], { env, stdio: ['pipe', 'pipe', 'ignore'] });
  let buffer = '';
  const pending = new Map<number, (message: { result?: unknown; error?: unknown }) => void>();
  server.stdout.on('data', (data: Buffer) => {
    buffer += data.toString('utf8');
    for (let end = buffer.indexOf('\n'); end >= 0; end = buffer.indexOf('\n')) {
      const line = buffer.slice(0, end);
      buffer = buffer.slice(end + 1);
      try {
        const message = JSON.parse(line) as { id?: number; result?: unknown; error?: unknown };
        if (message.id !== undefined) pending.get(message.id)?.(message);
      } catch {
        // Not a JSON-RPC line.
      }
    }
  });
  let id = 0;
  const call = (method: string, params: unknown) =>
    new Promise<{ result?: unknown; error?: unknown }>((resolve) => {
      pending.set(++id, resolve);
      server.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', id, method, params })}\n`);
    });
  const timer = setTimeout(() => server.kill('SIGKILL'), 30_000);
  return (async () => {
    try {
      await call('initialize', { clientInfo: { name: 'bearing-test', title: null, version: '0' }, capabilities: null });
      server.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', method: 'initialized' })}\n`);
      const listed = await call('hooks/list', { cwds: [cwd] });
      if (listed.error) throw new Error(`hooks/list: ${JSON.stringify(listed.error)}`);
      return ((listed.result as { data: Array<{ hooks: ListedHook[] }> }).data[0]?.hooks ?? []).map(
        ({ key, eventName, command, source, currentHash, trustStatus }) => ({ key, eventName, command, source, currentHash, trustStatus }),
      );
    } finally {
      clearTimeout(timer);
      server.kill();
    }
  })();
}
