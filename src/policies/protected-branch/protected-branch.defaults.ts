/** Protected branch names when the workspace config names none (matched ignoring case). */
export const DEFAULT_PROTECTED_BRANCHES: readonly string[] = ['main', 'master', 'develop', 'prod', 'production'];
