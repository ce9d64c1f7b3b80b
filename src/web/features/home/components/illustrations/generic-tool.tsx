import type { ToolInfo } from '../../../../../domain/tools';
import { ToolIcon } from '../../../../components/tool-icon';
import { IllustrationFrame, TextLine } from './frame';

/**
 * The card image of a tool that has no drawing of its own yet: the shared window with its catalogue
 * icon, so a new tool (npm run new-tool) shows on the home page without touching this folder. A tool
 * gets its own drawing by adding a file here and a line in index.tsx.
 */
export function GenericToolIllustration({ tool }: { tool: ToolInfo }) {
  return (
    <IllustrationFrame title={`${tool.label}: ${tool.menuDescription}`}>
      <circle cx="240" cy="138" r="42" fill="var(--primary)" opacity="0.12" />
      <ToolIcon name={tool.icon} x={212} y={110} size={56} stroke="var(--primary)" />
      {[200, 222, 244].map((y, index) => (
        <TextLine key={y} x={120} y={y} width={[240, 200, 150][index]!} />
      ))}
    </IllustrationFrame>
  );
}
