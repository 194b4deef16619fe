/**
 * Decides which of several hook processes answers one host event. A host that runs more than one registration
 * of bearing for the same event (Grok Build runs its own hook files and Claude Code's and Cursor's) would
 * otherwise get the same decision twice; the first process to claim the event decides, the others stay neutral.
 */
export const EventClaims = Symbol('EventClaims');
export interface EventClaims {
  /**
   * True for the first caller that claims `key`, false for every later caller with the same key.
   * True as well when claims cannot be kept: deciding twice is safer than not deciding.
   */
  claim(key: string): boolean;
}
