import { Bindings } from '../../../../../../src/services/shell-command/interpreters/scan/bindings';
import { api, literal, type CodeValue } from '../../../../../../src/services/shell-command/interpreters/scan/code-value';

const ITEMS = [literal('develop'), literal('prod')];

describe('Bindings.loop', () => {
  test('each pass sees its own item, and what it binds from it', () => {
    const b = new Bindings();
    const seen: Array<CodeValue | 'varying' | undefined> = [];
    b.loop('b', ITEMS, () => {
      b.bind('ref', literal(`HEAD:${(b.lookup('b') as { arg: { text: string } }).arg.text}`));
      seen.push(b.lookup('b'), b.lookup('ref'));
    });
    expect(seen).toEqual([literal('develop'), literal('HEAD:develop'), literal('prod'), literal('HEAD:prod')]);
  });

  test('a pass starts from what the one before left in a name', () => {
    const b = new Bindings();
    b.bind('s', literal('git push'));
    const seen: Array<CodeValue | 'varying' | undefined> = [];
    b.loop('b', ITEMS, () => {
      seen.push(b.lookup('s'));
      b.bind('s', literal(`${(b.lookup('s') as { arg: { text: string } }).arg.text} x`));
    });
    expect(seen).toEqual([literal('git push'), literal('git push x')]);
  });

  test('a name a pass changes in a way not followed is computed in the passes after', () => {
    const b = new Bindings();
    const seen: Array<CodeValue | 'varying' | undefined> = [];
    b.loop('b', ITEMS, () => {
      seen.push(b.lookup('cmd'));
      b.forget('cmd');
    });
    expect(seen).toEqual([undefined, 'varying']);
  });

  test('afterwards the loop variable and names the passes left different are computed; names they left the same keep it', () => {
    const b = new Bindings();
    b.bind('os', api('os'));
    b.loop('b', ITEMS, (k) => {
      b.bind('c', literal(`c${k}`));
      b.bind('sp', api('subprocess'));
      b.bind('os', api('os'));
    });
    expect(b.lookup('b')).toBe('varying');
    expect(b.lookup('c')).toBe('varying');
    expect(b.lookup('sp')).toEqual(api('subprocess'));
    expect(b.lookup('os')).toEqual(api('os'));
  });

  test('a name bound before the loop and the same way in it keeps its value; bound another way, it is computed', () => {
    const b = new Bindings();
    b.bind('x', literal('a'));
    b.bind('y', literal('a'));
    b.loop('b', ITEMS, () => {
      b.bind('x', literal('a'));
      b.bind('y', literal('z'));
    });
    expect(b.lookup('x')).toEqual(literal('a'));
    expect(b.lookup('y')).toBe('varying');
  });

  test('nested loops see the outer pass', () => {
    const b = new Bindings();
    const seen: string[] = [];
    b.loop('r', [literal('origin'), literal('up')], () => {
      b.loop('b', ITEMS, () => seen.push([b.lookup('r'), b.lookup('b')].map((v) => (v as { arg: { text: string } }).arg.text).join(' ')));
    });
    expect(seen).toEqual(['origin develop', 'origin prod', 'up develop', 'up prod']);
    expect(b.lookup('r')).toBe('varying');
  });

  test('outside any loop, a name bound two ways is computed, as before', () => {
    const b = new Bindings();
    b.bind('p', literal('a'));
    b.bind('p', literal('b'));
    expect(b.lookup('p')).toBe('varying');
  });
});
