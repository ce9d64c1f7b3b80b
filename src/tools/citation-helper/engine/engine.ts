import { createToolEngine } from '../../../platform/engine';
import type { EnginePorts } from '../../../platform/engine-ports';
import { cite } from './cite';
import { citationContract } from '../contract';

/**
 * The citation helper: sources in (CSL-JSON, BibTeX, RIS, identifiers, free text), citeproc-js out.
 * Both response levels get the formatted list; the export files are for advanced responses.
 */
export function createCitationEngine(ports: EnginePorts) {
  return createToolEngine(citationContract, async (input, context) =>
    cite(input, { lookup: ports.citationLookup, signal: context.signal, responses: context.responses }),
  );
}

