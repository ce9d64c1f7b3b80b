import { registerTool } from '../../platform/tool-registration';
import { textCompareContract } from './contract';
import { textCompareEngine } from './engine/engine';

export const tool = registerTool({ contract: textCompareContract, createEngine: () => textCompareEngine });
