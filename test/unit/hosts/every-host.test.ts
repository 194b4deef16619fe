import { HOST_CATALOG } from '../../../src/hosts/host-catalog';
import { HOST_IDS } from '../../../src/protocol/host-id';
import { ROUTE_FAMILIES } from '../../../src/protocol/route-family';
import { descriptorProblems, fixtureProblems, projectionProblems } from '../../support/host-checks';
import { ADAPTER_HOSTS } from '../../support/hosts';
import { exploreHandlers } from '../../../src/framework/metadata/handler.explorer';
import { enforcementOf, reaches } from '../../../src/framework/descriptor/enforcement';
import { POLICY_CATALOG } from '../../../src/policies/policy-catalog';
import { CURSOR_UNREGISTERED } from '../../../src/hosts/cursor/cursor.manifest';
import { grokConfigKey } from '../../../src/hosts/grok-build/grok-event-names';
import type { RouteFamily } from '../../../src/protocol/route-family';
import { REPO_ROOT } from '../../support/fixtures';
import { pluginIdentity, repositoryFiles, staleFiles } from '../../../src/packaging/plugin-files';

/**
 * Every host of the catalog, held to the same rules (test/support/host-checks.ts): a host added to the catalog is
 * checked here without an edit. Host-specific claims (Kimi Code guides only, Cursor's stop cannot refuse, …) are
 * in each host's own descriptor test.
 */
describe.each(HOST_CATALOG.map((h) => [h.id, h] as const))('%s', (_, host) => {
  test('its descriptor: every usable family has dated evidence (live evidence a committed capture that decodes into it), every other one a reason', () => {
    expect(descriptorProblems(host)).toEqual([]);
  });

  if (host.adapter) {
    test('every committed fixture decodes into the family its event is declared with', () => {
      expect(fixtureProblems(host)).toEqual([]);
    });

    test('the projection: a channel is native exactly where the adapter writes it, and refused in one line elsewhere', () => {
      expect(projectionProblems(host)).toEqual([]);
    });

    test('it has samples, so the command table and the bench ask it too', () => {
      expect(host.samples?.shellCall('git status', '/w')).toEqual(expect.any(Object));
    });
  } else {
    test('a host without an adapter claims nothing: every family unavailable, and it ships at least one file (the skill)', () => {
      expect(ROUTE_FAMILIES.map((f) => [f, host.descriptor.families[f]?.state])).toEqual(ROUTE_FAMILIES.map((f) => [f, 'unavailable']));
      expect(host.transport).toBe('skills');
    });
  }
});

/** Every hook registration in the generated plugin files: the host its command runs as, and the event it is for. */
function registrations(): Array<{ file: string; host: string; event: string }> {
  const found: Array<{ file: string; host: string; event: string }> = [];
  const visit = (file: string, value: unknown, event?: string): void => {
    if (typeof value === 'string') {
      const host = value.match(/bearing-hook\.cjs" ([a-z-]+)/)?.[1];
      if (host && event) found.push({ file, host, event });
    } else if (Array.isArray(value)) {
      for (const item of value) visit(file, item, event);
    } else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      if (typeof record['event'] === 'string') {
        visit(file, record['command'], record['event']);
        return;
      }
      for (const [key, child] of Object.entries(record)) {
        if (key === 'hooks' && child && typeof child === 'object' && !Array.isArray(child))
          for (const [name, entries] of Object.entries(child)) visit(file, entries, name);
        else visit(file, child, event);
      }
    }
  };
  for (const file of repositoryFiles(HOST_CATALOG, pluginIdentity(REPO_ROOT, POLICY_CATALOG)))
    if ('content' in file && file.path.endsWith('.json')) visit(file.path, JSON.parse(file.content));
  return found;
}

describe('what the shipped hook files register (drift)', () => {
  const registered = registrations();

  test.each(ADAPTER_HOSTS.filter((h) => h.transport === 'command').map((h) => [h.id, h] as const))(
    '%s: exactly the events some policy listens to there on a usable family, each one the adapter declares',
    (id, host) => {
      const declared = new Map([...exploreHandlers(host.adapter!).values()].map((h) => [h.nativeEvent, h.options.family]));
      const mine = [...new Set(registered.filter((r) => r.host === id).map((r) => r.event))].sort();
      const served = (h: typeof host, family: RouteFamily) =>
        POLICY_CATALOG.some((p) => p.families.includes(family) && reaches(enforcementOf(h.descriptor, family, p.needs.channels), p.needs.at));
      const wanted = [...declared].filter(([, family]) => family !== undefined && served(host, family)).map(([event]) => event);
      const heldBack = id === 'cursor' ? Object.keys(CURSOR_UNREGISTERED) : [];
      if (host.runsHooksOf) {
        // Grok has no file of its own: every event it needs is in the files of the hosts whose hooks it runs, by its file name.
        const files = registered.filter((r) => host.runsHooksOf!.hosts.includes(r.host as never)).map((r) => r.event);
        for (const event of wanted)
          expect({ event, registered: files.includes(grokConfigKey(event)) || files.includes(event) }).toEqual({ event, registered: true });
        return;
      }
      expect(mine).toEqual(wanted.filter((e) => !heldBack.includes(e)).sort());
      for (const event of mine) expect({ event, declared: declared.get(event) !== undefined }).toEqual({ event, declared: true });
    },
  );
});

describe('the catalog', () => {
  test("every host's committed plugin files are exactly what its entry generates (bearing package --check)", () => {
    expect(staleFiles(REPO_ROOT, HOST_CATALOG, pluginIdentity(REPO_ROOT, POLICY_CATALOG))).toEqual([]);
  });

  test('names every host of HOST_IDS once, with an adapter for each host that runs hooks or a plugin', () => {
    expect(HOST_CATALOG.map((h) => h.id).sort()).toEqual([...HOST_IDS].sort());
    expect(ADAPTER_HOSTS.map((h) => h.transport).every((t) => t !== 'skills')).toBe(true);
    expect(HOST_CATALOG.filter((h) => h.transport !== 'skills').every((h) => h.adapter !== undefined)).toBe(true);
  });
});
