/**
 * The Test Engineering machinery that runs only once the capability is active in a workspace: the git candidate
 * scan and the evaluator's child process. The packaged hooks load it from a file of its own (hooks/bearing-te.cjs)
 * at its first use (active-modules.loader.ts), so a hook call in a workspace without the capability never reads it.
 */
export { GitCandidateScanner } from '../candidate/git-candidate.scanner';
export { ChildProcessEvaluatorSandbox } from '../capability/child-process-evaluator.sandbox';
