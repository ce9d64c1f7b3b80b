import { registerUnavailableTool } from '../tool-registration';

// Catalogued, engine still to be built: the page says "not available yet" and the API answers tool_unavailable.
export const tool = registerUnavailableTool('citation-helper');
