import type { CodeValue } from './code-value';

/**
 * Names the code binds to values (`p = 'bearing.config.json'`, `import subprocess as sp`, `my $f = "…"`). A straight-line
 * reading cannot tell which of two assignments is in force where a name is used (branches, loops, functions), so a
 * name bound twice to different values, or changed in a way the reader does not follow (`cmd.append(…)`, `x += …`,
 * a function parameter), is known no more: its uses read as computed at run time.
 */
export class Bindings {
  private readonly values = new Map<string, CodeValue>();
  private readonly varying = new Set<string>();

  bind(name: string, value: CodeValue): void {
    if (this.varying.has(name)) return;
    const before = this.values.get(name);
    if (before === undefined) {
      this.values.set(name, value);
      return;
    }
    if (JSON.stringify(before) !== JSON.stringify(value)) this.forget(name);
  }

  /** The name may hold anything from here on (and may have before: the reading is not ordered by control flow). */
  forget(name: string): void {
    this.values.delete(name);
    this.varying.add(name);
  }

  /** Forgets a name bound to data (a list, a map, a string): `cmd.append(…)` changes it, `os.remove(…)` does not change os. */
  forgetData(name: string): void {
    const value = this.values.get(name);
    if (value && (value.kind === 'list' || value.kind === 'map' || value.kind === 'text')) this.forget(name);
  }

  /** The bound value; `varying` for a name bound more than one way; undefined for a name never bound. */
  lookup(name: string): CodeValue | 'varying' | undefined {
    if (this.varying.has(name)) return 'varying';
    return this.values.get(name);
  }
}
