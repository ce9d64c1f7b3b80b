import { registerTool } from '../../platform/tool-registration';
import { citationContract } from './contract';
import { describeCitationSetup } from './engine/describe-setup';
import { createCitationEngine } from './engine/engine';

export const tool = registerTool({
  contract: citationContract,
  createEngine: (ports) => createCitationEngine(ports),
  // The page says whether identifiers can be looked up here, and how many styles the picker can search.
  describeSetup: (ports) => describeCitationSetup(ports),
  // Loads citeproc, the style and the locale before the first student waits for them.
  warmUpInput: { style: 'apa', items: [{ id: 'warm-up', type: 'book', title: 'Warm up', issued: { 'date-parts': [[2020]] } }] },
});
