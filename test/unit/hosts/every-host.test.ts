import { HOST_CATALOG } from '../../../src/hosts/host-catalog';
import { HOST_IDS } from '../../../src/protocol/host-id';
import { ROUTE_FAMILIES } from '../../../src/protocol/route-family';
import { descriptorProblems, fixtureProblems, projectionProblems } from '../../support/host-checks';
import { ADAPTER_HOSTS } from '../../support/hosts';
import { REPO_ROOT } from '../../support/fixtures';
import { staleFiles } from '../../../src/packaging/plugin-files';

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

describe('the catalog', () => {
  test('every host\'s committed plugin files are exactly what its entry generates (bearing package --check)', () => {
    expect(staleFiles(REPO_ROOT, HOST_CATALOG)).toEqual([]);
  });

  test('names every host of HOST_IDS once, with an adapter for each host that runs hooks or a plugin', () => {
    expect(HOST_CATALOG.map((h) => h.id).sort()).toEqual([...HOST_IDS].sort());
    expect(ADAPTER_HOSTS.map((h) => h.transport).every((t) => t !== 'skills')).toBe(true);
    expect(HOST_CATALOG.filter((h) => h.transport !== 'skills').every((h) => h.adapter !== undefined)).toBe(true);
  });
});
