import type { HostDescriptor } from '../../../src/protocol/host-capability';
import { supported, unavailable } from '../../../src/framework/descriptor/family-capability';

const docs = [{ kind: 'docs' as const, source: 'https://acme.invalid/hooks#events', date: '2026-12-01' }];

/** A made-up host: a gate before each shell command, and a session start that takes context. */
export const ACME_DESCRIPTOR: HostDescriptor = {
  id: 'acme' as HostDescriptor['id'],
  displayName: 'Acme',
  verifiedAgainst: { version: 'docs', date: '2026-12-01' },
  failClosed: false,
  taskBinding: 'workspace',
  families: {
    'tool/before': supported(['deny'], docs),
    'session/start': supported(['context'], docs),
    'workspace/open': unavailable('Acme opens no workspace event', docs),
  },
};
