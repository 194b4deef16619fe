import type { Arg } from '../../arg';
import type { InlineCodeReading } from '../inline-code-reading';

type Write = InlineCodeReading['writes'][number];

/** The longest line `unread` holds, and how many lines it holds before it only counts them. */
const MAX_NOTE = 160;
const MAX_NOTES = 20;
/**
 * How many tokens the bodies of unrolled loops may add to a reading, and how many passes there may be, all loops
 * counted: enough for real code (a loop of a few branches, two nested), bounded for the rest, since every effect a
 * pass records is then evaluated as a command of its own.
 */
const MAX_UNROLLED_TOKENS = 10_000;
const MAX_PASSES = 256;

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
  /** Lines left out past MAX_NOTES. */
  private more = 0;
  private unrolled = 0;
  private passes = 0;

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

  /**
   * Takes `tokens` and `passes` from the budget of unrolled loops (their bodies read again, and the looking ahead for
   * where a body ends: see CodeReader.unrolled); false, taking nothing, when it would run out.
   */
  spend(tokens: number, passes = 0): boolean {
    if (this.unrolled + tokens > MAX_UNROLLED_TOKENS || this.passes + passes > MAX_PASSES) return false;
    this.unrolled += tokens;
    this.passes += passes;
    return true;
  }

  /** What is left of that budget. */
  remaining(): number {
    return MAX_UNROLLED_TOKENS - this.unrolled;
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

  /** A line of what could not be read: one short line, however long the code it quotes. */
  note(line: string): void {
    const flat = line.replace(/\s+/g, ' ').trim();
    const short = flat.length > MAX_NOTE ? `${flat.slice(0, MAX_NOTE - 1)}…` : flat;
    if (this.unread.includes(short)) return;
    if (this.unread.length < MAX_NOTES) this.unread.push(short);
    else this.more++;
  }

  reading(): InlineCodeReading {
    const unread = this.more > 0 ? [...this.unread, `and ${this.more} more things not read`] : [...this.unread];
    return { scripts: [...this.scripts], argvs: this.argvs.map((a) => [...a]), writes: [...this.writes], unread };
  }
}
