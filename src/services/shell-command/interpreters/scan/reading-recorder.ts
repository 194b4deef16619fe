import type { Arg } from '../../arg';
import type { InlineCodeReading } from '../inline-code';

type Write = InlineCodeReading['writes'][number];

/**
 * Collects what the readers find in one program, each effect once: a call site read twice (a range read again after
 * its expression could not be followed to its end) records nothing new.
 */
export class ReadingRecorder {
  private readonly scripts: Arg[] = [];
  private readonly argvs: Arg[][] = [];
  private readonly writes: Write[] = [];
  private readonly unread: string[] = [];
  private readonly sites = new Set<string>();
  private readers = 0;

  /** A fresh id for a reader of one token list (a nested `exec('…')` gets its own), so sites do not collide. */
  nextReaderId(): number {
    return this.readers++;
  }

  /** Runs `record` unless the site already recorded. */
  once(site: string, record: () => void): void {
    if (this.sites.has(site)) return;
    this.sites.add(site);
    record();
  }

  script(arg: Arg): void {
    this.scripts.push(arg);
  }

  argv(args: readonly Arg[]): void {
    this.argvs.push([...args]);
  }

  write(path: Arg, removes: boolean, form: string): void {
    this.writes.push({ path, removes, form });
  }

  note(line: string): void {
    if (!this.unread.includes(line)) this.unread.push(line);
  }

  reading(): InlineCodeReading {
    return { scripts: [...this.scripts], argvs: this.argvs.map((a) => [...a]), writes: [...this.writes], unread: [...this.unread] };
  }
}
