import type { RuntimeEnvironment } from '../../../platform/runtime-environment';
import { checkConfigText } from '../config-check';
import type { ConfigLayer } from '../workspace-config';
import { approvalFile, approvalRecordOf, readApprovalJson, writeApprovalRecord } from './approval-file';
import { APPROVAL_RECORD_SCHEMA, ApprovalRecord, ApprovedFile, type ApprovedBy } from './approval.record';
import type { ConfigChange } from './config-change';
import { configChanges } from './config-changes';
import { firstProblem } from './layer-file';
import { sha256 } from './sha256';

/** One settings file that applies (or would: `text` undefined when there is no such file), as read. */
export interface LayerText {
  readonly scope: ConfigLayer['scope'];
  readonly path: string;
  readonly text?: string;
}

/** The settings files that apply in a workspace now: each one's text (absent ones too) and the valid ones' settings. */
export interface CurrentLayers {
  readonly texts: readonly LayerText[];
  readonly layers: readonly ConfigLayer[];
}

/**
 * Where a workspace's settings stand against what the user approved:
 * - `unkept`: there is no private cache folder to keep approvals in; the settings apply as they are;
 * - `approved`: they are the approved ones (or became so now: the workspace seen first, a change that loosens nothing);
 * - `pending`: they changed and loosen something; the hook obeys the stricter of both until the user approves;
 * - `unknown`: what was approved cannot be read (the record, or an approved text bearing no longer accepts); the
 *   settings apply as they are, and the user is asked to approve them.
 */
export type ApprovalState =
  | { readonly kind: 'unkept' }
  | { readonly kind: 'approved'; readonly file: string; readonly changes: readonly ConfigChange[] }
  | {
      readonly kind: 'pending';
      readonly file: string;
      readonly record: ApprovalRecord;
      readonly approved: readonly ConfigLayer[];
      readonly changes: readonly ConfigChange[];
      readonly changed: readonly LayerText[];
    }
  | { readonly kind: 'unknown'; readonly file: string; readonly why: string };

export interface ApprovalOptions {
  /**
   * Write the record where the settings become the approved ones by themselves (a baseline, a change that loosens
   * nothing): the hook does; doctor, which changes nothing, does not.
   */
  readonly record: boolean;
  readonly now?: () => Date;
}

/**
 * The settings of `root` against its approval record: one small bounded read and a comparison of texts when nothing
 * changed, which is nearly always. Only a changed text is parsed again and compared setting by setting.
 */
export function approvalState(environment: RuntimeEnvironment, root: string, current: CurrentLayers, options: ApprovalOptions): ApprovalState {
  const file = approvalFile(environment, root, options.record);
  if (file === undefined) return { kind: 'unkept' };
  const json = readApprovalJson(file);
  // Nearly always the texts are the approved ones: that takes the few fields compared, not the whole record's check.
  if (json.kind === 'json' && approvesAsWritten(json.plain, root, current.texts)) return { kind: 'approved', file, changes: [] };
  const read = approvalRecordOf(json);
  const keep = (by: ApprovedBy) => options.record && writeQuietly(file, approvalRecord(root, current.texts, by, options.now));
  if (read.kind === 'absent') {
    keep('first-seen');
    return { kind: 'approved', file, changes: [] };
  }
  if (read.kind === 'invalid') return { kind: 'unknown', file, why: `its approval record ${file} cannot be read (${read.message})` };
  if (read.kind === 'needs-upgrade')
    return { kind: 'unknown', file, why: `its approval record ${file} needs a newer bearing (it relies on ${read.paths.join(', ')})` };
  const record = read.record;
  if (record.root !== root) return { kind: 'unknown', file, why: `its approval record ${file} is the one of ${record.root}` };
  const changed = changedFiles(record.files, current.texts);
  if (changed.length === 0) return { kind: 'approved', file, changes: [] };
  const approved = approvedLayers(record);
  if ('why' in approved) return { kind: 'unknown', file, why: approved.why };
  const changes = configChanges(approved.layers, current.layers);
  if (!changes.some((c) => c.loosens)) {
    keep('bearing');
    return { kind: 'approved', file, changes };
  }
  return { kind: 'pending', file, record, approved: approved.layers, changes, changed };
}

/** The record that makes `texts` the approved settings of `root`. */
export function approvalRecord(root: string, texts: readonly LayerText[], by: ApprovedBy, now: () => Date = () => new Date()): ApprovalRecord {
  const record = new ApprovalRecord();
  record.schema = APPROVAL_RECORD_SCHEMA;
  record.root = root;
  record.files = texts.map((t) =>
    Object.assign(new ApprovedFile(), { scope: t.scope, path: t.path, ...(t.text !== undefined && { text: t.text, sha256: sha256(t.text) }) }),
  );
  record.approvedAt = now().toISOString();
  record.approvedBy = by;
  return record;
}

/**
 * A record of this schema, for `root`, whose files' texts are the current ones: what the whole check would find
 * approved with no change. Whatever else it holds cannot matter then: the settings obeyed are the current ones.
 */
function approvesAsWritten(plain: unknown, root: string, current: readonly LayerText[]): boolean {
  if (typeof plain !== 'object' || plain === null) return false;
  const { schema, root: recorded, files } = plain as Record<string, unknown>;
  if (schema !== APPROVAL_RECORD_SCHEMA || recorded !== root || !Array.isArray(files)) return false;
  const approved = files.filter((f): f is ApprovedFile => {
    if (typeof f !== 'object' || f === null) return false;
    const { scope, path, text } = f as Record<string, unknown>;
    return (scope === 'user' || scope === 'workspace') && typeof path === 'string' && (text === undefined || typeof text === 'string');
  });
  return approved.length === files.length && new Set(approved.map((f) => f.scope)).size === files.length && changedFiles(approved, current).length === 0;
}

/** The current files whose text is not the approved one (a file added or removed counts), by scope. */
function changedFiles(approved: readonly ApprovedFile[], current: readonly LayerText[]): LayerText[] {
  const scopes = [...new Set([...approved.map((f) => f.scope), ...current.map((t) => t.scope)])];
  return scopes.flatMap((scope) => {
    const before = approved.find((f) => f.scope === scope);
    const now = current.find((t) => t.scope === scope);
    return before?.text === now?.text ? [] : [now ?? { scope, path: before!.path }];
  });
}

/** The approved texts as settings, checked as the hook checks a file; one bearing no longer accepts cannot be compared. */
function approvedLayers(record: ApprovalRecord): { readonly layers: ConfigLayer[] } | { readonly why: string } {
  const layers: ConfigLayer[] = [];
  for (const file of record.files) {
    if (file.text === undefined) continue;
    const read = firstProblem(checkConfigText(file.text));
    if (!read.ok) return { why: `the approved text of ${file.path} no longer reads (${read.error})` };
    if (read.config) layers.push({ scope: file.scope, path: file.path, config: read.config });
  }
  return { layers };
}

/** The hook keeps going when the record cannot be written (a full disk): it tries again at the next call. */
function writeQuietly(file: string, record: ApprovalRecord): boolean {
  try {
    writeApprovalRecord(file, record);
    return true;
  } catch {
    return false;
  }
}
