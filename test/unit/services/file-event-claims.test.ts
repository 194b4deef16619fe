import { chmodSync, existsSync, lstatSync, mkdtempSync, readdirSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FileEventClaims } from '../../../src/services/event-claims/file-event-claims';
import { stableName } from '../../../src/services/files/stable-name';

describe('FileEventClaims: the first process to claim an event decides it', () => {
  let base: string;
  beforeEach(() => {
    base = mkdtempSync(join(tmpdir(), 'bearing-claims-'));
  });
  afterEach(() => rmSync(base, { recursive: true, force: true }));

  test('one claim per key, across instances (as across processes); other keys are independent', () => {
    const env = { BEARING_CACHE_DIR: base };
    expect(new FileEventClaims(env).claim('session\nstop\n1')).toBe(true);
    expect(new FileEventClaims(env).claim('session\nstop\n1')).toBe(false);
    expect(new FileEventClaims(env).claim('session\nstop\n2')).toBe(true);
    expect(readdirSync(join(base, 'claims'))).toHaveLength(2);
  });

  test('a claim file older than an hour belongs to another event: it is taken over', () => {
    const claims = new FileEventClaims({ BEARING_CACHE_DIR: base });
    expect(claims.claim('k')).toBe(true);
    const [file] = readdirSync(join(base, 'claims'));
    const old = new Date(Date.now() - 2 * 60 * 60 * 1000);
    utimesSync(join(base, 'claims', file!), old, old);
    expect(claims.claim('k')).toBe(true);
    expect(claims.claim('k')).toBe(false);
  });

  test('a claims folder others can write to is not used: every claim succeeds (deciding twice beats not deciding)', () => {
    const claims = new FileEventClaims({ BEARING_CACHE_DIR: base });
    expect(claims.claim('warm-up')).toBe(true);
    chmodSync(join(base, 'claims'), 0o777);
    const fresh = new FileEventClaims({ BEARING_CACHE_DIR: base });
    expect(fresh.claim('k')).toBe(true);
    expect(fresh.claim('k')).toBe(true);
  });

  test('now and then (a claim whose hash starts with 00) claim files older than an hour are removed', () => {
    const claims = new FileEventClaims({ BEARING_CACHE_DIR: base });
    expect(claims.claim('first')).toBe(true);
    const dir = join(base, 'claims');
    const old = new Date(Date.now() - 2 * 60 * 60 * 1000);
    writeFileSync(join(dir, 'stale'), '');
    utimesSync(join(dir, 'stale'), old, old);
    let key = 0;
    const hashOf = stableName;
    while (hashOf(`k${key}`).startsWith('00') || key < 1) key++;
    expect(claims.claim(`k${key}`)).toBe(true); // not a cleaning claim
    expect(readdirSync(dir)).toContain('stale');
    while (!hashOf(`k${key}`).startsWith('00')) key++;
    expect(claims.claim(`k${key}`)).toBe(true);
    expect(readdirSync(dir)).not.toContain('stale');
    expect(readdirSync(dir)).toHaveLength(3);
  });

  test('no cache folder at all: every claim succeeds', () => {
    const claims = new FileEventClaims({});
    expect(claims.claim('k')).toBe(true);
    expect(claims.claim('k')).toBe(true);
  });

  test('the cache folder follows XDG_CACHE_HOME when BEARING_CACHE_DIR is unset', () => {
    expect(new FileEventClaims({ XDG_CACHE_HOME: base }).claim('k')).toBe(true);
    expect(readdirSync(join(base, 'bearing', 'claims'))).toHaveLength(1);
  });
});

const HOUR_MS = 60 * 60 * 1000;

/** The first key k<n> whose claim also sweeps the folder (its name starts with 00). */
function cleaningKey(): string {
  let n = 0;
  while (!stableName(`k${n}`).startsWith('00')) n++;
  return `k${n}`;
}

describe('FileEventClaims: edges', () => {
  let base: string;
  beforeEach(() => {
    base = mkdtempSync(join(tmpdir(), 'bearing-claims-'));
  });
  afterEach(() => {
    jest.useRealTimers();
    rmSync(base, { recursive: true, force: true });
  });

  test('the claims folder vanishing after the first claim: later claims still succeed', () => {
    const claims = new FileEventClaims({ BEARING_CACHE_DIR: base });
    expect(claims.claim('first')).toBe(true);
    rmSync(join(base, 'claims'), { recursive: true });
    expect(claims.claim('second')).toBe(true);
    expect(claims.claim('second')).toBe(true);
  });

  test('a claim path that cannot be read (a dangling link in its place) does not silence the event', () => {
    const claims = new FileEventClaims({ BEARING_CACHE_DIR: base });
    expect(claims.claim('warm-up')).toBe(true);
    symlinkSync(join(base, 'nowhere'), join(base, 'claims', stableName('k')));
    expect(claims.claim('k')).toBe(true);
  });

  test('the folder is settled at the first claim: a later change to the environment does not move it', () => {
    const elsewhere = join(base, 'elsewhere');
    const env: Record<string, string> = { BEARING_CACHE_DIR: base };
    const claims = new FileEventClaims(env);
    expect(claims.claim('k')).toBe(true);
    env['BEARING_CACHE_DIR'] = elsewhere;
    expect(claims.claim('k')).toBe(false);
    expect(existsSync(elsewhere)).toBe(false);
  });

  test('a claim exactly an hour old still holds; a millisecond later it is taken over', () => {
    // Whole seconds, so the file's mtime is exactly this many milliseconds.
    const made = Math.floor(Date.now() / 1000) * 1000 - 10_000;
    const claims = new FileEventClaims({ BEARING_CACHE_DIR: base });
    expect(claims.claim('k')).toBe(true);
    utimesSync(join(base, 'claims', stableName('k')), made / 1000, made / 1000);
    jest.useFakeTimers({ now: made + HOUR_MS });
    expect(claims.claim('k')).toBe(false);
    jest.setSystemTime(made + HOUR_MS + 1);
    expect(claims.claim('k')).toBe(true);
    expect(claims.claim('k')).toBe(false);
  });

  test('the sweep removes files older than an hour, keeps one exactly an hour old', () => {
    const now = Math.floor(Date.now() / 1000) * 1000;
    const claims = new FileEventClaims({ BEARING_CACHE_DIR: base });
    expect(claims.claim('warm-up')).toBe(true);
    const dir = join(base, 'claims');
    const aged = (name: string, mtime: number) => {
      writeFileSync(join(dir, name), '');
      utimesSync(join(dir, name), mtime / 1000, mtime / 1000);
    };
    aged('at-the-hour', now - HOUR_MS);
    aged('past-the-hour', now - HOUR_MS - 1000);
    jest.useFakeTimers({ now });
    const key = cleaningKey();
    expect(claims.claim(key)).toBe(true);
    expect(readdirSync(dir).sort()).toEqual(['at-the-hour', stableName('warm-up'), stableName(key)].sort());
  });

  test('the sweep steps over an entry it cannot stat (a dangling link) and goes on', () => {
    const claims = new FileEventClaims({ BEARING_CACHE_DIR: base });
    expect(claims.claim('warm-up')).toBe(true);
    const dir = join(base, 'claims');
    symlinkSync(join(base, 'nowhere'), join(dir, 'dangling'));
    const old = new Date(Date.now() - 2 * HOUR_MS);
    // Stale files until one is listed after the link, so a sweep that stopped at the link would leave it.
    const stale: string[] = [];
    do {
      const name = `stale-${stale.length}`;
      writeFileSync(join(dir, name), '');
      utimesSync(join(dir, name), old, old);
      stale.push(name);
    } while (readdirSync(dir).indexOf(stale[stale.length - 1]!) < readdirSync(dir).indexOf('dangling'));
    const key = cleaningKey();
    expect(claims.claim(key)).toBe(true);
    expect(readdirSync(dir).sort()).toEqual(['dangling', stableName('warm-up'), stableName(key)].sort());
    expect(lstatSync(join(dir, 'dangling')).isSymbolicLink()).toBe(true);
  });
});

describe('stableName', () => {
  test('the same key always gives the same name; a 16-hex-digit hash and the key length', () => {
    expect(stableName('grok-build\ns\npre_tool_use\ntool:t1')).toBe(stableName('grok-build\ns\npre_tool_use\ntool:t1'));
    expect(stableName('abc')).toMatch(/^[0-9a-f]{16}-3$/);
  });

  test('no collisions among 50,000 near-identical keys, and the first two digits spread evenly', () => {
    const names = new Set<string>();
    const firstTwo = new Map<string, number>();
    for (let i = 0; i < 50_000; i++) {
      const name = stableName(`grok-build\nsession\npre_tool_use\ntool:call_${i}`);
      names.add(name);
      firstTwo.set(name.slice(0, 2), (firstTwo.get(name.slice(0, 2)) ?? 0) + 1);
    }
    expect(names.size).toBe(50_000);
    expect(firstTwo.size).toBe(256);
    expect(Math.max(...firstTwo.values())).toBeLessThan(2 * (50_000 / 256));
  });
});
