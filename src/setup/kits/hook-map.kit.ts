import { editConfig } from '../config-file-read';
import { backupPath } from '../edit/backup-location';
import { readText } from '../edit/file-write';
import { ourEntries, withEntries, withoutEntries, type Entries, type HookMapFile } from '../edit/json/hook-map-file';
import { hookList } from '../hook-list';
import type { FileStep } from '../install-plan';

/**
 * A host's JSON hooks file (event → list of entries: Cursor's, Codex's): the step that makes bearing's entries there
 * `wanted`, each event's after the user's own, every other byte kept. A file that does not parse is a refusal.
 */
export function hookMapInstallStep(file: HookMapFile, path: string, wanted: Entries): FileStep {
  return editConfig(path, (text): FileStep => {
    const { text: after, updated } = withEntries(file, text, wanted);
    return { kind: 'file', path, before: text, after, what: `bearing's ${hookList(Object.keys(wanted))}`, verb: updated ? 'update' : 'add' };
  });
}

/** The step that takes bearing's entries out of that file again (the backup back where it is the file as it was). */
export function hookMapUninstallStep(file: HookMapFile, path: string, wanted: Entries, folder?: string): FileStep {
  return editConfig(path, (text): FileStep => {
    const ours = text === null ? [] : Object.keys(ourEntries(file, text));
    const after = text === null ? null : withoutEntries(file, text, wanted, readText(backupPath(path)));
    return {
      kind: 'file',
      path,
      before: text,
      after,
      what: ours.length > 0 ? `bearing's ${hookList(ours)}` : 'hooks',
      verb: 'remove',
      ...(folder && { folder }),
    };
  });
}
