import { plugins } from '@citation-js/core';
import '@citation-js/plugin-csl';
import '@citation-js/plugin-bibtex';
import '@citation-js/plugin-ris';
import type { CslPluginConfig } from '@citation-js/core';

// BibTeX out as UTF-8: the ASCII-only default turns Greek or Cyrillic into LaTeX math that no reader parses back.
const bibtexConfig = plugins.config.get('@bibtex') as { format: { asciiOnly: boolean } };
bibtexConfig.format.asciiOnly = false;

/** citation-js's CSL plugin: its style and locale registers and citeproc-js engines. One per process. */
export function getCslPlugin(): CslPluginConfig {
  return plugins.config.get('@csl');
}
