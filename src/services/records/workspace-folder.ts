/**
 * `.bearing/` in a workspace's work tree: what agents write for bearing by design (the Test Engineering hand-off and
 * receipt, `.bearing/test-engineering/`), never a candidate change. bearing's own state no longer lives here (see
 * state-home.ts); session records an older bearing left in `.bearing/sessions/` are moved out at first use.
 */
export const WORKSPACE_FOLDER = '.bearing';
