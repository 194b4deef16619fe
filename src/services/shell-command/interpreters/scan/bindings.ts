import type { CodeValue } from './code-value';

/** What one pass of an unrolled loop's body binds, over what the code outside it binds. */
interface Frame {
  readonly values: Map<string, CodeValue>;
  readonly varying: Set<string>;
  /** What the passes before this one left each name they bound holding (the body read as straight-line code). */
  readonly carried: ReadonlyMap<string, CodeValue | 'varying'>;
}

/**
 * Names the code binds to values (`p = 'bearing.config.json'`, `import subprocess as sp`, `my $f = "…"`). A straight-line
 * reading cannot tell which of two assignments is in force where a name is used (branches, loops, functions), so a
 * name bound twice to different values, or changed in a way the reader does not follow (`cmd.append(…)`, `x += …`,
 * a function parameter), is known no more: its uses read as computed at run time.
 *
 * A loop over a literal list is read once for each item (`loop`): each pass binds the loop variable to its item in
 * a frame of its own, so that what the body binds from it (`ref = 'HEAD:' + b`) holds that pass's value; a name an
 * earlier pass bound holds what that pass left in it (`s = s + ' ' + b` accumulates). After the loop, a name every
 * pass left holding the same value keeps it; the loop variable and any other name the body bound are known no more.
 */
export class Bindings {
  private readonly values = new Map<string, CodeValue>();
  private readonly varying = new Set<string>();
  private readonly frames: Frame[] = [];

  bind(name: string, value: CodeValue): void {
    const frame = this.frames[this.frames.length - 1];
    const values = frame?.values ?? this.values;
    const varying = frame?.varying ?? this.varying;
    if (varying.has(name)) return;
    const before = values.get(name);
    if (before === undefined) {
      values.set(name, value);
      return;
    }
    if (JSON.stringify(before) !== JSON.stringify(value)) this.forget(name);
  }

  /** The name may hold anything from here on (and may have before: the reading is not ordered by control flow). */
  forget(name: string): void {
    const frame = this.frames[this.frames.length - 1];
    (frame?.values ?? this.values).delete(name);
    (frame?.varying ?? this.varying).add(name);
  }

  /** Forgets a name bound to data (a list, a map, a string): `cmd.append(…)` changes it, `os.remove(…)` does not change os. */
  forgetData(name: string): void {
    const value = this.lookup(name);
    if (value && value !== 'varying' && (value.kind === 'list' || value.kind === 'map' || value.kind === 'text')) this.forget(name);
  }

  /** The bound value; `varying` for a name bound more than one way; undefined for a name never bound. */
  lookup(name: string): CodeValue | 'varying' | undefined {
    for (let k = this.frames.length - 1; k >= 0; k--) {
      const frame = this.frames[k]!;
      if (frame.varying.has(name)) return 'varying';
      const value = frame.values.get(name) ?? frame.carried.get(name);
      if (value !== undefined) return value;
    }
    if (this.varying.has(name)) return 'varying';
    return this.values.get(name);
  }

  /** Runs `pass` once for each item, `name` bound to it in a frame of that pass (see the class). */
  loop(name: string, items: readonly CodeValue[], pass: (index: number) => void): void {
    let carried = new Map<string, CodeValue | 'varying'>();
    const ends: Array<ReadonlyMap<string, CodeValue | 'varying'>> = [];
    items.forEach((item, index) => {
      const frame: Frame = { values: new Map([[name, item]]), varying: new Set(), carried };
      this.frames.push(frame);
      try {
        pass(index);
      } finally {
        this.frames.pop();
      }
      const end = new Map(carried);
      for (const [bound, value] of frame.values) end.set(bound, value);
      for (const changed of frame.varying) end.set(changed, 'varying');
      ends.push(end);
      carried = end;
    });
    for (const bound of carried.keys()) {
      const left = ends.map((end) => end.get(bound));
      const first = left[0];
      const same =
        first !== undefined && first !== 'varying' && left.every((v) => v !== undefined && v !== 'varying' && JSON.stringify(v) === JSON.stringify(first));
      if (bound !== name && same) this.bind(bound, first as CodeValue);
      else this.forget(bound);
    }
    this.forget(name);
  }
}
