import type { EnginePorts } from '../../../platform/engine-ports';
import type { CitationSetup } from '../contract';
import { listInstalledStyleIds } from './styles/style-files';

let installedStyles: number | undefined;

/** `/api/config` → tools.citation-helper: whether lookups are on, and how many of Debian's styles the picker can offer. */
export function describeCitationSetup(ports: EnginePorts): CitationSetup {
  installedStyles ??= listInstalledStyleIds().length;
  return { identifierLookup: Boolean(ports.citationLookup), installedStyles };
}
