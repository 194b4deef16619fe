import { join } from '../../platform/node-builtins';
import { readBoundedFile } from '../../services/files/bounded-file';

/** A Test Engineering hand-off or receipt file: presence and raw text, never interpreted by bearing. */
export interface TeArtifact {
  readonly path: string;
  readonly exists: boolean;
  /** Null when absent, unreadable, not a regular file or over the size bound. */
  readonly raw: string | null;
}

export const HANDOFF_PATH = '.bearing/test-engineering/handoff.json';
export const RECEIPT_PATH = '.bearing/test-engineering/receipt.json';
const MAX_ARTIFACT_BYTES = 1024 * 1024;

/** Reads one artifact under the workspace root; an artifact on disk is never a pass token by itself. */
export function readArtifact(root: string, path: string): TeArtifact {
  const file = readBoundedFile(join(root, ...path.split('/')), MAX_ARTIFACT_BYTES);
  return { path, exists: file.kind !== 'missing', raw: file.kind === 'text' ? file.text : null };
}
