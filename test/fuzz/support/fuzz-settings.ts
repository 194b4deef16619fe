import type fc from 'fast-check';

/**
 * How much the fuzz tier runs, and with which seed. The default is fixed, so `npm test` is reproducible; a failure
 * prints fast-check's `seed` and `path`, and BEARING_FUZZ_SEED (with BEARING_FUZZ_PATH) replays exactly that case.
 * BEARING_FUZZ_RUNS sets the payloads per host (default 10,000); every other case count scales with it.
 */
const FUZZ_SEED = whole(process.env['BEARING_FUZZ_SEED'], 20261201);

/** Generated payloads per host in the default run (the floor). */
const DEFAULT_RUNS_PER_HOST = 10_000;

const RUNS_PER_HOST = Math.max(1, whole(process.env['BEARING_FUZZ_RUNS'], DEFAULT_RUNS_PER_HOST));

const SCALE = RUNS_PER_HOST / DEFAULT_RUNS_PER_HOST;

/** A case count, given for the default run, at the scale BEARING_FUZZ_RUNS sets. */
export function fuzzRuns(defaultRuns: number): number {
  return Math.max(1, Math.round(defaultRuns * SCALE));
}

/** fast-check parameters for one property: the seed (and replay path), the runs, and a report that names both. */
export function fuzzParameters<T>(runs: number): fc.Parameters<T> {
  const path = process.env['BEARING_FUZZ_PATH'];
  return {
    seed: FUZZ_SEED,
    numRuns: path ? 1 : runs,
    ...(path && { path }),
    // A counterexample can be a megabyte of payload: the report keeps the seed and path readable.
    reporter: (details) => {
      if (!details.failed) return;
      const example = JSON.stringify(details.counterexample)?.slice(0, 2_000);
      throw new Error(
        `fuzz: property failed after ${details.numRuns} cases; replay with BEARING_FUZZ_SEED=${details.seed} BEARING_FUZZ_PATH=${details.counterexamplePath}\n` +
          `${details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance)}\ncounterexample (first 2,000 characters): ${example}`,
      );
    },
  };
}

function whole(text: string | undefined, fallback: number): number {
  const value = Number(text);
  return text !== undefined && Number.isInteger(value) ? value : fallback;
}
