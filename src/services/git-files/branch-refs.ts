import { join } from '../../platform/node-builtins';
import { injectable } from '../../framework/di/injectable';
import { readBoundedFile } from '../files/bounded-file';
import { commonGitDir, MAX_HEAD_BYTES, MAX_PACKED_REFS_BYTES, repositoryAt } from './git-dir';

/** Symbolic refs followed this far (git stops at 5). */
const MAX_SYMREF_DEPTH = 5;

/**
 * Reads single refs of the repository where git runs, from its files (loose refs, then packed-refs): whether one
 * exists, the commit it points at, the branches a symbolic ref under `refs/heads/` leads to. No process is started.
 */
export const BranchRefs = Symbol('BranchRefs');
export interface BranchRefs {
  exists(directory: string, gitDir: string | undefined, ref: string): boolean;
  /** The object a ref points at (followed through symbolic refs); undefined when it does not exist or cannot be read. */
  oid(directory: string, gitDir: string | undefined, ref: string): string | undefined;
  /** The branches `refs/heads/<branch>` points at when it is a symbolic ref (`ref: refs/heads/main`), nearest first. */
  symrefTargets(directory: string, gitDir: string | undefined, branch: string): string[];
}

type Ref = { readonly oid: string } | { readonly symref: string };

@injectable()
export class GitBranchRefs implements BranchRefs {
  private readonly packed = new Map<string, ReadonlyMap<string, string>>();

  exists(directory: string, gitDir: string | undefined, ref: string): boolean {
    return this.read(directory, gitDir, ref) !== undefined;
  }

  oid(directory: string, gitDir: string | undefined, ref: string): string | undefined {
    let current = ref;
    for (let depth = 0; depth <= MAX_SYMREF_DEPTH; depth++) {
      const found = this.read(directory, gitDir, current);
      if (!found) return undefined;
      if ('oid' in found) return found.oid;
      current = found.symref;
    }
    return undefined;
  }

  symrefTargets(directory: string, gitDir: string | undefined, branch: string): string[] {
    const targets: string[] = [];
    let current = `refs/heads/${branch}`;
    for (let depth = 0; depth < MAX_SYMREF_DEPTH; depth++) {
      const found = this.read(directory, gitDir, current);
      if (!found || !('symref' in found) || !found.symref.startsWith('refs/heads/')) break;
      current = found.symref;
      targets.push(current.slice('refs/heads/'.length));
    }
    return targets;
  }

  private read(directory: string, gitDir: string | undefined, ref: string): Ref | undefined {
    const repository = repositoryAt(directory, gitDir);
    if (!repository || ref.includes('..')) return undefined;
    const common = commonGitDir(repository);
    const loose = readBoundedFile(join(common, ref), MAX_HEAD_BYTES);
    if (loose.kind === 'text') {
      const text = loose.text.trim();
      return text.startsWith('ref:') ? { symref: text.slice(4).trim() } : { oid: text };
    }
    const oid = this.packedRefs(common).get(ref);
    return oid === undefined ? undefined : { oid };
  }

  private packedRefs(common: string): ReadonlyMap<string, string> {
    let refs = this.packed.get(common);
    if (!refs) {
      const map = new Map<string, string>();
      const read = readBoundedFile(join(common, 'packed-refs'), MAX_PACKED_REFS_BYTES);
      if (read.kind === 'text') {
        for (const line of read.text.split('\n')) {
          if (line.startsWith('#') || line.startsWith('^')) continue;
          const space = line.indexOf(' ');
          if (space > 0) map.set(line.slice(space + 1).trim(), line.slice(0, space));
        }
      }
      refs = map;
      this.packed.set(common, refs);
    }
    return refs;
  }
}
