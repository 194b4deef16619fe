import { IsString } from 'class-validator';
import { On, OnDeferred, OnEach, RouteDeferred } from '../../../src/framework/decorators/on.decorator';
import { exploreHandlers } from '../../../src/framework/metadata/handler.explorer';

class APayload {
  @IsString()
  name!: string;
}

class BaseAdapter {
  @On('Start', { payload: APayload, family: 'session/start' })
  @On('Begin', { payload: APayload, family: 'session/start' })
  start(): string {
    return 'base-start';
  }

  @On('End', { payload: APayload, family: 'session/end' })
  end(): string {
    return 'base-end';
  }
}

class ChildAdapter extends BaseAdapter {
  // Redeclared: the child's handler for End replaces the parent's.
  @On('End', { payload: APayload, deferred: 'child has no family for End' })
  childEnd(): string {
    return 'child-end';
  }

  // Overridden without a decorator: the parent's declaration still dispatches here, by name.
  override start(): string {
    return 'child-start';
  }
}

describe('@On and the handler explorer', () => {
  test('a class maps each native event to its handler; stacked @On share one method', () => {
    const handlers = exploreHandlers(BaseAdapter);
    expect([...handlers.keys()].sort()).toEqual(['Begin', 'End', 'Start']);
    expect(handlers.get('Start')).toMatchObject({ methodName: 'start', options: { family: 'session/start', payload: APayload } });
    expect(handlers.get('Begin')?.methodName).toBe('start');
  });

  test('a subclass inherits every handler and may redeclare one', () => {
    const handlers = exploreHandlers(ChildAdapter);
    expect([...handlers.keys()].sort()).toEqual(['Begin', 'End', 'Start']);
    expect(handlers.get('End')).toMatchObject({ methodName: 'childEnd', options: { deferred: 'child has no family for End' } });
    const child = new ChildAdapter() as unknown as Record<string, () => string>;
    expect(child[handlers.get('Start')!.methodName as string]!()).toBe('child-start');
  });

  test("a subclass never changes its parent's handler map", () => {
    expect(exploreHandlers(BaseAdapter).get('End')).toMatchObject({ methodName: 'end', options: { family: 'session/end' } });
  });

  test('@OnEach and @OnDeferred declare several events of one payload class, as one @On each', () => {
    class TableAdapter {
      @OnEach(APayload, { Start: 'session/start', End: 'session/end' })
      @OnDeferred(APayload, { Idle: 'no family yet' })
      handle(): string {
        return 'handled';
      }
    }
    const handlers = exploreHandlers(TableAdapter);
    expect([...handlers.keys()].sort()).toEqual(['End', 'Idle', 'Start']);
    expect(handlers.get('Start')).toEqual({ nativeEvent: 'Start', methodName: 'handle', options: { payload: APayload, family: 'session/start' } });
    expect(handlers.get('End')).toEqual({ nativeEvent: 'End', methodName: 'handle', options: { payload: APayload, family: 'session/end' } });
    expect(handlers.get('Idle')).toEqual({ nativeEvent: 'Idle', methodName: 'handle', options: { payload: APayload, deferred: 'no family yet' } });
  });

  test('@On needs exactly one of family or deferred', () => {
    expect(() => On('X', { payload: APayload })).toThrow('exactly one of "family" or "deferred"');
    expect(() => On('X', { payload: APayload, family: 'stop', deferred: 'why' })).toThrow('exactly one');
  });

  // The packaged hook's build writes `CARRY_EVIDENCE && 'reason'`, i.e. false: the event is still deferred, with no reason.
  test('a deferred reason left out of the build becomes an empty one', () => {
    @RouteDeferred('handle', APayload, { Idle: false })
    class BuiltAdapter {
      @OnDeferred(APayload, { Quiet: false })
      handle(): string {
        return 'handled';
      }
    }
    const handlers = exploreHandlers(BuiltAdapter);
    expect([handlers.get('Quiet'), handlers.get('Idle')]).toEqual([
      { nativeEvent: 'Quiet', methodName: 'handle', options: { payload: APayload, deferred: '' } },
      { nativeEvent: 'Idle', methodName: 'handle', options: { payload: APayload, deferred: '' } },
    ]);
  });

  test('a class is explored once: asked again, the same map', () => {
    expect(exploreHandlers(ChildAdapter)).toBe(exploreHandlers(ChildAdapter));
  });
});
