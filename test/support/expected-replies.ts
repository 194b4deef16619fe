/** Texts several hosts' runner tests expect verbatim: one place, so a wording change is one edit. */

/** The protected-branch guard's reason for `git checkout -b main` in a workspace with the default policy. */
export const PROTECTED_MAIN_REASON =
  'protected_ref: main (rule: create_protected_branch, `git checkout -b`). Branches named main, master, develop, prod, production ' +
  'are protected in this workspace and are not created by agents. Create a working branch with another name instead, for example ' +
  '`git checkout -b feature/<topic>`.';

/** Activation advice at session start in a workspace without a plan (the fixtures' workspaces): one line. */
export const ACTIVATION_ADVICE_WITHOUT_PLAN =
  'Bearing activation: ADVISE (reason: no_plan): no plan in this workspace; if the user wants one, `bearing plan init` writes it (the bearing skill explains the format)';
