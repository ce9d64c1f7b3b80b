/**
 * A cap on each engine thread's young generation (V8's default is 48 MB, of which ~32 MB stays
 * committed in every thread once it has worked). Engines keep their models in the old generation; the
 * young one only holds a run's short-lived objects, and 16 MB left their speed unchanged (language
 * detection in a thread, 5 runs alternated: median 2,056 vs 2,059 texts/s) while the server holds
 * ~20 MB less per thread (docs/decisions/0028).
 */
export const ENGINE_THREAD_LIMITS = { maxYoungGenerationSizeMb: 16 } as const;

/**
 * The options for a worker thread that may run a precompiled bundle (import-bundle-or-source.mjs).
 * Such a thread needs no `--import tsx` from its parent (it would load the loader for nothing); only
 * the other preloads are kept, since a worker refuses V8 flags given explicitly (--expose-gc…).
 * Without bundles the thread inherits the parent's options, as Node does by default. Both kinds get
 * ENGINE_THREAD_LIMITS.
 */
export function bundledWorkerOptions(): { execArgv?: string[]; resourceLimits: typeof ENGINE_THREAD_LIMITS } {
  return {
    ...(process.env.SCRIBEWELL_ENGINE_BUNDLES ? { execArgv: keepPreloadsButTsx(process.execArgv) } : {}),
    resourceLimits: ENGINE_THREAD_LIMITS,
  };
}

export function keepPreloadsButTsx(execArgv: readonly string[]): string[] {
  const kept: string[] = [];
  for (let index = 0; index < execArgv.length; index++) {
    const arg = execArgv[index] as string;
    if ((arg === '--import' || arg === '--require') && index + 1 < execArgv.length) {
      const target = execArgv[++index] as string;
      if (target !== 'tsx') kept.push(arg, target);
    } else if (/^--(import|require)=/.test(arg) && !arg.endsWith('=tsx')) {
      kept.push(arg);
    }
  }
  return kept;
}
