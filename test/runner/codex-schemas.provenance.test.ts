import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../support/fixtures';
import { CODEX_SCHEMA_DIR, codexBinary, extractCodexSchemas } from '../support/codex-schemas';

/**
 * fixtures/codex/schemas holds Codex's own hook schemas, byte for byte as the pinned 0.169.0 binary embeds
 * them. BEARING_CAPTURE_FIXTURES=1 rewrites them from the installed binary.
 */
describe('Codex hook schemas (fixtures/codex/schemas)', () => {
  const embedded = extractCodexSchemas(codexBinary());

  if (process.env['BEARING_CAPTURE_FIXTURES'] === '1') {
    mkdirSync(CODEX_SCHEMA_DIR, { recursive: true });
    for (const [title, text] of embedded) writeFileSync(join(CODEX_SCHEMA_DIR, `${title}.schema.json`), `${text}\n`);
  }

  test('the pinned binary embeds 23 schemas: input and output for 12 events, input only for SessionEnd', () => {
    const version = JSON.parse(readFileSync(join(REPO_ROOT, 'node_modules', '@openai', 'codex', 'package.json'), 'utf8')).version;
    expect(version).toBe('0.169.0');
    expect(embedded.size).toBe(23);
    expect(embedded.has('session-end.command.output')).toBe(false);
  });

  test('every committed schema is exactly what the binary embeds, and nothing is missing', () => {
    const committed = readdirSync(CODEX_SCHEMA_DIR)
      .filter((f) => f.endsWith('.schema.json'))
      .sort();
    expect(committed).toEqual([...embedded.keys()].map((t) => `${t}.schema.json`).sort());
    for (const [title, text] of embedded) {
      expect({ title, text: readFileSync(join(CODEX_SCHEMA_DIR, `${title}.schema.json`), 'utf8') }).toEqual({ title, text: `${text}\n` });
    }
  });
});
