import { activeRules } from '../../../../src/services/command-rules/active-rules';
import { FilePackSource, type PackRead, type PackSource } from '../../../../src/services/command-rules/pack-source';
import type { CommandRuleConfig, PackName, RuleLayer } from '../../../../src/services/config/command-rules-config';
import { ruleChanges } from '../../../../src/services/config/approval/rule-changes';

const USER = '/home/u/.config/bearing/config.json';
const WORKSPACE = '/w/bearing.config.json';
const rmHome: CommandRuleConfig = { id: 'no-rm-home', match: { program: 'rm', flags: ['-r'], operands: [{ glob: '~' }] }, decision: 'ask' };
const user = (...rules: CommandRuleConfig[]): RuleLayer => ({ scope: 'user', path: USER, rules });
const workspace = (...rules: CommandRuleConfig[]): RuleLayer => ({ scope: 'workspace', path: WORKSPACE, rules });

/** The packs as shipped, and which of them a call read. */
class CountingPacks implements PackSource {
  readonly read_: PackName[] = [];
  private readonly files = new FilePackSource();
  read(name: PackName): PackRead {
    this.read_.push(name);
    return this.files.read(name);
  }
}

const summary = (layers: RuleLayer[]) => {
  const { rules, problems } = activeRules(layers, new CountingPacks());
  return {
    rules: rules.map((r) => `${r.decision} ${r.id} ${r.origin.kind}${r.tightenedBy ? ` tightened by ${r.tightenedBy}` : ''}`),
    problems: problems.map((p) => `${p.at.join('.')}: ${p.message}`),
  };
};

describe('layering: packs < user < workspace; a workspace adds and tightens, never loosens', () => {
  test('a workspace rule of the user rule id with a stricter decision and no match tightens it', () => {
    expect(summary([user(rmHome), workspace({ id: 'no-rm-home', decision: 'deny' })])).toEqual({
      rules: [`deny no-rm-home user tightened by ${WORKSPACE}`],
      problems: [],
    });
  });

  test('a looser decision is not obeyed: the user rule stays as it was, and the entry is a problem', () => {
    const { rules, problems } = summary([user({ ...rmHome, decision: 'deny' }), workspace({ id: 'no-rm-home', decision: 'ask' })]);
    expect(rules).toEqual(['deny no-rm-home user']);
    expect(problems).toEqual([
      `rules.0: rule "no-rm-home" would loosen the rule of that id from the user-level config ${USER} (deny → ask): a file can only tighten it`,
    ]);
  });

  test('another match under the same id does not replace the user rule (which would narrow it)', () => {
    const narrower = { ...rmHome, decision: 'deny' as const, match: { program: 'rm', flags: ['-r'], operands: [{ glob: '~/nothing' }] } };
    const { rules, problems } = summary([user(rmHome), workspace(narrower)]);
    expect(rules).toEqual(['ask no-rm-home user']);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('has the id of a rule from the user-level config');
  });

  test('a workspace adds rules of its own; one with no match that tightens nothing can never match', () => {
    const own: CommandRuleConfig = { id: 'no-tf', match: { program: 'terraform', subcommand: ['destroy'] }, decision: 'deny' };
    expect(summary([user(rmHome), workspace(own, { id: 'ghost', decision: 'deny' })])).toEqual({
      rules: ['ask no-rm-home user', 'deny no-tf workspace'],
      problems: ['rules.1: rule "ghost" has no "match" and tightens no rule (no earlier file or pack turned on has that id): it can never match'],
    });
  });

  test('packs: turned on by either file, read once, their rules named <pack>/<id>; a user file tightens one by that id', () => {
    const packs = new CountingPacks();
    const { rules } = activeRules(
      [
        { scope: 'user', path: USER, packs: ['git-history'], rules: [{ id: 'git-history/reset-hard', decision: 'deny' }] },
        { scope: 'workspace', path: WORKSPACE, packs: ['git-history'] },
      ],
      packs,
    );
    expect(packs.read_).toEqual(['git-history']);
    expect(rules.find((r) => r.id === 'git-history/reset-hard')).toMatchObject({
      decision: 'deny',
      tightenedBy: USER,
      origin: { kind: 'pack', turnedOnBy: USER },
    });
  });

  test('no pack named: no pack read', () => {
    const packs = new CountingPacks();
    activeRules([user(rmHome)], packs);
    expect(packs.read_).toEqual([]);
  });

  test('a pack this version does not ship turns nothing on, said as a warning', () => {
    const { rules, problems } = activeRules([{ scope: 'user', path: USER, packs: ['filesystem'] }], new CountingPacks());
    expect(rules).toEqual([]);
    expect(problems).toEqual([
      expect.objectContaining({ at: ['packs', '0'], warning: true, message: expect.stringContaining('the filesystem pack turns nothing on') }),
    ]);
  });
});

describe('the approval sees rules and packs', () => {
  const keys = (before: RuleLayer[], after: RuleLayer[]) =>
    ruleChanges(before, after).map((c) => `${c.key}: ${c.from} → ${c.to}${c.loosens ? ' (loosens)' : ''}`);
  test('a rule removed, weakened or matching otherwise, and a pack turned off loosen; added, tightened, turned on do not', () => {
    const deny = { ...rmHome, decision: 'deny' as const };
    expect(keys([user(deny)], [])).toEqual(['rules["no-rm-home"] (user-level): deny → (removed) (loosens)']);
    expect(keys([user(deny)], [user(rmHome)])).toEqual(['rules["no-rm-home"] (user-level).decision: deny → ask (loosens)']);
    expect(keys([user(rmHome)], [user(deny)])).toEqual(['rules["no-rm-home"] (user-level).decision: ask → deny']);
    expect(keys([user(rmHome)], [user({ ...rmHome, match: { program: 'rm' } })])).toEqual([
      'rules["no-rm-home"] (user-level).match: as approved → changed (loosens)',
    ]);
    expect(keys([], [workspace(rmHome)])).toEqual(['rules["no-rm-home"]: (none) → ask']);
    expect(keys([{ scope: 'user', path: USER, packs: ['git-history'] }], [])).toEqual(['packs: git-history → (none) (loosens)']);
    expect(keys([], [{ scope: 'workspace', path: WORKSPACE, packs: ['git-history'] }])).toEqual(['packs: (none) → git-history']);
  });
});
