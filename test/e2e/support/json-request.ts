import type { IncomingMessage } from 'node:http';

/** A scripted model server's view of one request: its path (no query) and its JSON object body, if it has one. */
export async function readJsonRequest(req: IncomingMessage): Promise<{ path: string; body: Record<string, unknown> | undefined }> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const path = (req.url ?? '').split('?')[0]!;
  try {
    const body: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    return { path, body: typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : undefined };
  } catch {
    return { path, body: undefined };
  }
}
