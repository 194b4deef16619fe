// Run as a separate process (node -r reflect-metadata -r esbuild-register), as another user where the tests run as
// root, whom no folder's permissions stop: one SessionRegistry call for Claude Code, its answer and notes as JSON.
import { RecordStore } from '../../../../src/services/records/record-store';
import { SessionRegistry } from '../../../../src/services/session-memory/session-registry';

const [call, root, sessionId] = process.argv.slice(2) as [string, string, string];
const notes: string[] = [];
const note = (line: string) => void notes.push(line);
const registry = new SessionRegistry(new RecordStore(), {});
const answer =
  call === 'claimOffer' ? registry.claimOffer(root, 'claude-code', sessionId, note) : Promise.resolve(registry.boundTask(root, 'claude-code', sessionId, note));
answer.then(
  (value) => process.stdout.write(JSON.stringify({ value: value ?? null, notes })),
  (error: Error) => process.stdout.write(JSON.stringify({ error: error.message, notes })),
);
