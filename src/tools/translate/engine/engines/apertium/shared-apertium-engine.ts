import { createApertiumEngine } from './apertium-engine';

/** One per process: its installed modes are detected once (`apertium -l`), at the first use. */
export const apertiumEngine = createApertiumEngine();
