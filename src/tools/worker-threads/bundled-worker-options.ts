/**
 * The options for a worker thread that may run a precompiled bundle (import-bundle-or-source.mjs).
 * Such a thread needs no `--import tsx` from its parent (it would load the loader for nothing); only
 * the other preloads are kept, since a worker refuses V8 flags given explicitly (--expose-gc…).
 * Without bundles the thread inherits the parent's options, as Node does by default.
 */
export function bundledWorkerOptions(): { execArgv?: string[] } {
  return process.env.SCRIBEWELL_ENGINE_BUNDLES ? { execArgv: keepPreloadsButTsx(process.execArgv) } : {};
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
