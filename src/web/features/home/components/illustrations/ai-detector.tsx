import { IllustrationFrame, Mark, TextLine } from './frame';

export function AiDetectorIllustration() {
  return (
    <IllustrationFrame title="A text with some sentences highlighted and an overall score gauge">
      {[84, 104, 124, 144, 164, 184, 204, 224].map((y, index) => (
        <TextLine key={y} x={64} y={y} width={[230, 210, 236, 190, 226, 200, 232, 150][index]!} />
      ))}
      <Mark x={60} y={104} width={218} color="var(--primary)" />
      <Mark x={60} y={124} width={150} color="var(--primary)" />
      <Mark x={60} y={184} width={208} color="var(--warning)" opacity={0.4} />
      <g transform="translate(362 150)">
        <circle r="46" fill="none" stroke="var(--muted)" strokeWidth="12" />
        <circle
          r="46"
          fill="none"
          stroke="var(--primary)"
          strokeWidth="12"
          strokeLinecap="round"
          strokeDasharray="180 289"
          transform="rotate(-90)"
        />
        <text textAnchor="middle" y="4" fontSize="20" fontWeight="700" fill="var(--foreground)">
          62%
        </text>
        <text textAnchor="middle" y="22" fontSize="9" fill="var(--muted-foreground)">
          AI likelihood
        </text>
      </g>
      <rect x="308" y="224" width="108" height="22" rx="11" fill="var(--primary)" opacity="0.12" />
      <text x="362" y="239" textAnchor="middle" fontSize="10" fontWeight="600" fill="var(--primary)">
        3 of 8 sentences
      </text>
    </IllustrationFrame>
  );
}
