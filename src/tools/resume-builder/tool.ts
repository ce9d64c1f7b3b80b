import { registerTool } from '../../platform/tool-registration';
import { resumeContract } from './contract';
import { resumeBuilderEngine } from './engine/engine';

export const tool = registerTool({
  contract: resumeContract,
  createEngine: () => resumeBuilderEngine,
  // Loads the fonts, pdf.js and the grammar checker before the first job seeker waits for them.
  warmUpInput: { resume: { basics: { name: 'Warm Up', email: 'warm@example.com' } }, format: 'pdf' },
});
