import type { RouteFamily } from '../../../src/protocol/route-family';
import { dispatch, routeOf } from '../../../src/framework/metadata/handler.dispatcher';
import { PayloadDecoder } from '../../../src/framework/payload/payload-decoder';
import { exploreHandlers } from '../../../src/framework/metadata/handler.explorer';
import { AcmeAdapter } from '../../support/throwaway-host/acme.adapter';

const adapter = new AcmeAdapter();
const handlers = exploreHandlers(AcmeAdapter);
const gate = handlers.get('beforeShell')!;
const hello = handlers.get('hello')!;

describe('routeOf: the handler for a payload', () => {
  test('the event the payload names, when the hook is registered for none', () => {
    expect(routeOf(adapter, { event: 'hello' })).toStrictEqual({ nativeEvent: 'hello', handler: hello });
  });

  test('registered for the event the payload names: that route, no mismatch', () => {
    expect(routeOf(adapter, { event: 'beforeShell' }, 'beforeShell')).toStrictEqual({ nativeEvent: 'beforeShell', handler: gate });
  });

  test('a payload that names no event takes the registered one, without a mismatch', () => {
    expect(routeOf(adapter, {}, 'beforeShell')).toStrictEqual({ nativeEvent: 'beforeShell', handler: gate });
  });

  test('the registered event wins over another the payload names, and the difference is said', () => {
    expect(routeOf(adapter, { event: 'hello' }, 'beforeShell')).toStrictEqual({
      nativeEvent: 'beforeShell',
      handler: gate,
      mismatch: 'the payload names "hello" but the hook is registered for "beforeShell": answered as "beforeShell"',
    });
  });

  test('registered for an event the adapter does not declare: the payload names the route', () => {
    expect(routeOf(adapter, { event: 'hello' }, 'somethingElse')).toStrictEqual({ nativeEvent: 'hello', handler: hello });
  });

  test('no event at all is a failure without an event', () => {
    expect(routeOf(adapter, {})).toStrictEqual({ code: 'event_unknown', message: 'the payload names no event' });
  });

  test('an unknown event is a failure naming it', () => {
    expect(routeOf(adapter, { event: 'bye' })).toStrictEqual({ code: 'event_unknown', message: '"bye" is not an event of acme' });
  });

  // The registered event still says how to answer, e.g. fail-closed for a gate.
  test('a failure keeps the registered event, even when the payload named another unknown one', () => {
    expect([routeOf(adapter, {}, 'beforeEdit'), routeOf(adapter, { event: 'bye' }, 'beforeEdit')]).toStrictEqual([
      { code: 'event_unknown', message: '"beforeEdit" is not an event of acme', nativeEvent: 'beforeEdit' },
      { code: 'event_unknown', message: '"bye" is not an event of acme', nativeEvent: 'beforeEdit' },
    ]);
  });
});

describe('dispatch: one payload to quiet, an event or a failure, in one call', () => {
  const decoder = new PayloadDecoder();
  const every = new Set<RouteFamily | undefined>(['session/start', 'tool/before']);

  test('an event whose family a policy wants: decoded, with the mismatch said beside it', () => {
    expect(dispatch(adapter, { event: 'hello', dir: '/w' }, 'beforeShell', every, decoder)).toStrictEqual({
      event: { host: 'acme', nativeEvent: 'beforeShell', family: 'tool/before', raw: { event: 'hello', dir: '/w' }, cwd: '/w', reentry: false },
      mismatch: 'the payload names "hello" but the hook is registered for "beforeShell": answered as "beforeShell"',
    });
  });

  test('a family no policy wants is quiet, without decoding (a wrong key does not matter)', () => {
    expect(dispatch(adapter, { event: 'hello', dir: 7 }, undefined, new Set<RouteFamily>(['tool/before']), decoder)).toStrictEqual({ quiet: true });
  });

  test('a payload the handler cannot decode fails with the route family', () => {
    expect(dispatch(adapter, { event: 'beforeShell', dir: 7 }, undefined, every, decoder)).toStrictEqual({
      failure: { code: 'payload_invalid', message: 'beforeShell: dir must be a string', nativeEvent: 'beforeShell', family: 'tool/before' },
    });
  });

  test('a value that is not an object fails, keeping the registered event', () => {
    expect(dispatch(adapter, [1], 'beforeShell', every, decoder)).toStrictEqual({
      failure: { code: 'payload_not_object', message: 'expected a JSON object, got an array', nativeEvent: 'beforeShell' },
    });
  });

  test('an unknown event fails as routeOf says', () => {
    expect(dispatch(adapter, { event: 'bye' }, undefined, every, decoder)).toStrictEqual({
      failure: { code: 'event_unknown', message: '"bye" is not an event of acme' },
    });
  });
});
