import { isAbsolute, join } from '../../../platform/node-builtins';

/**
 * Where the shell is while it reads a list: `cd` and `pushd` move it, a subshell works on a copy.
 * The directory is relative to where the command started (`.`), or absolute; null once it is unknown.
 */
export class DirectoryScope {
  constructor(
    public directory: string | null = '.',
    private readonly stack: (string | null)[] = [],
  ) {}

  /** A copy for a subshell, a pipeline element or a launched shell: what it does stays inside it. */
  copy(): DirectoryScope {
    return new DirectoryScope(this.directory, [...this.stack]);
  }

  /** `cd <target>`; null for a target the text does not tell (`cd "$DIR"`, `cd -`, `cd ~`, `cd` alone). */
  change(target: string | null): void {
    this.directory = resolveFrom(this.directory, target);
  }

  push(target: string | null): void {
    this.stack.push(this.directory);
    this.change(target);
  }

  pop(): void {
    this.directory = this.stack.length > 0 ? this.stack.pop()! : null;
  }
}

/** `base` then `target`, where null means unknown; an absolute target does not need the base. */
export function resolveFrom(base: string | null, target: string | null): string | null {
  if (target === null) return null;
  if (isAbsolute(target)) return target;
  return base === null ? null : join(base, target);
}
