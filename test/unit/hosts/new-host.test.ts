import { join } from 'node:path';
import { POLICY_CATALOG } from '../../../src/policies/policy-catalog';
import { container } from 'tsyringe';
import { bootstrap } from '../../../src/bootstrap';
import type { HostEntry } from '../../../src/hosts/host-entry';
import { HookRunner } from '../../../src/framework/runner/hook-runner';
import { supported } from '../../../src/framework/descriptor/family-capability';
import { HOST_CATALOG } from '../../../src/hosts/host-catalog';
import { pluginIdentity, repositoryFiles } from '../../../src/packaging/plugin-files';
import { REPO_ROOT } from '../../support/fixtures';
import { GUARD_CASES, reasonStartingWith } from '../../support/guard-cases';
import { guardHost } from '../../support/guard-hosts';
import { GuardWorkspaces } from '../../support/guard-workspace';
import { descriptorProblems, fixtureProblems, projectionProblems } from '../../support/host-checks';
import { ACTIVATION_ADVICE_WITHOUT_PLAN } from '../../support/expected-replies';
import { ACME_HOST } from '../../support/throwaway-host/acme.host';

/**
 * Adding a host is its folder and one catalog line: here a host from the test folder (test/support/throwaway-host/),
 * registered beside the real ones, goes through the same checks every catalog host does (every-host.test.ts, the
 * command table) without any of them naming it, and those checks catch a host built wrong.
 */
const FIXTURE_ROOT = join(__dirname, '..', '..', 'support', 'throwaway-host', 'fixtures');
const workspaces = new GuardWorkspaces();
afterAll(() => workspaces.remove());

describe('a host defined outside src/hosts, registered with one catalog line', () => {
  const catalog: readonly HostEntry[] = [...HOST_CATALOG, ACME_HOST];
  const runner = bootstrap(container.createChildContainer(), catalog, {}).resolve(HookRunner);

  test('passes the checks every host goes through', () => {
    expect(descriptorProblems(ACME_HOST)).toEqual([]);
    expect(fixtureProblems(ACME_HOST, undefined, FIXTURE_ROOT)).toEqual([]);
    expect(projectionProblems(ACME_HOST, undefined, FIXTURE_ROOT)).toEqual([]);
  });

  test('is guarded by the command table like every host: its own deny or its neutral reply', async () => {
    const acme = guardHost(ACME_HOST);
    const rows = GUARD_CASES.filter((_, i) => i % 10 === 0);
    for (const row of rows) {
      const reply = await runner.run('acme', acme.payload(row.command, workspaces.root(row.workspace)));
      const verdict = acme.verdict({
        exitCode: reply.exitCode,
        ...(reply.stdout !== undefined && { stdout: reply.stdout }),
        stderr: '',
        diagnostics: reply.diagnostics,
      });
      if (row.expect === 'allow') expect({ row: row.command, verdict }).toEqual({ row: row.command, verdict: { decision: 'allow' } });
      else if (row.expect !== 'unavailable')
        expect({ row: row.command, verdict }).toEqual({ row: row.command, verdict: { decision: 'deny', reason: reasonStartingWith(row.expect) } });
    }
    expect(await runner.run('acme', { event: 'beforeShell', dir: '/tmp', cmd: 'git checkout -b main' })).toEqual({
      exitCode: 0,
      stdout: { refuse: expect.stringMatching(/^protected_ref: main \(rule: create_protected_branch/) },
      diagnostics: [],
    });
  });

  test('gets the policies its descriptor serves: the activation advice at its session start', async () => {
    const reply = await runner.run('acme', { event: 'hello', dir: '/tmp/bearing-acme-nowhere' });
    expect(reply.stdout).toEqual({ say: ACTIVATION_ADVICE_WITHOUT_PLAN });
  });

  test("its plugin files come from its entry, like every host's (bearing package)", () => {
    expect(repositoryFiles([ACME_HOST], pluginIdentity(REPO_ROOT, POLICY_CATALOG))).toEqual([
      { path: '.acme/plugin.json', content: '{\n  "name": "bearing",\n  "hooks": {\n    "beforeShell": "bearing-hook acme"\n  }\n}\n' },
    ]);
  });
});

describe('the same checks catch a host built wrong', () => {
  test('a usable family without evidence, a family no event decodes into, a channel claimed that the adapter never writes', () => {
    const broken: HostEntry = {
      ...ACME_HOST,
      descriptor: {
        ...ACME_HOST.descriptor,
        families: {
          ...ACME_HOST.descriptor.families,
          'tool/before': supported(['deny', 'context'], [{ kind: 'docs', source: 'https://acme.invalid/hooks#events', date: '2026-12-01' }]),
          stop: supported(['continue'], []),
        },
      },
    };
    // The adapter's own descriptor is not the entry's any more, either.
    expect(descriptorProblems(broken)).toEqual([
      "the entry's descriptor is not the adapter's",
      'stop is described but no event decodes into it',
      'stop is supported without evidence',
    ]);
    expect(projectionProblems(broken, undefined, FIXTURE_ROOT)).toEqual([
      'tool/before: context is claimed native but no event of it writes it',
      'stop: continue is claimed native but no event of it writes it',
    ]);
  });

  test('a host with an adapter and no fixtures', () => {
    expect(fixtureProblems(ACME_HOST)).toEqual(['no fixtures/acme/: a host with an adapter has captured or documented payloads']);
  });
});
