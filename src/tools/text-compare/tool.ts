import { registerTool } from '../../platform/tool-registration';
import { textCompareContract } from './contract';
import { textCompareEngine } from './engine/engine';

export const tool = registerTool({
  contract: textCompareContract,
  createEngine: () => textCompareEngine,
  // Nothing loads lazily here; the input lets the server rehearse the route once at start (rehearse-tool-runs.ts).
  warmUpInput: { original: 'The cat sat on the mat.', revised: 'The cat sat on a mat.' },
});
