import { IllustrationFrame, Mark, TextLine } from './frame';

export function PlagiarismIllustration() {
  return (
    <IllustrationFrame title="A document with passages linked to matching passages in two sources">
      <rect x="60" y="80" width="170" height="184" rx="10" fill="var(--background)" stroke="var(--border)" />
      {[96, 114, 132, 150, 168, 186, 204, 222, 240].map((y, index) => (
        <TextLine key={y} x={74} y={y} width={[140, 124, 136, 110, 142, 128, 120, 138, 90][index]!} />
      ))}
      <Mark x={70} y={114} width={128} color="var(--destructive)" opacity={0.25} />
      <Mark x={70} y={186} width={132} color="var(--warning)" opacity={0.4} />
      <rect x="290" y="84" width="130" height="74" rx="10" fill="var(--background)" stroke="var(--border)" />
      <TextLine x={302} y={98} width={70} opacity={0.35} />
      <Mark x={298} y={120} width={104} color="var(--destructive)" opacity={0.25} />
      <TextLine x={302} y={120} width={96} />
      <TextLine x={302} y={138} width={84} />
      <rect x="290" y="178" width="130" height="74" rx="10" fill="var(--background)" stroke="var(--border)" />
      <TextLine x={302} y={192} width={64} opacity={0.35} />
      <Mark x={298} y={214} width={110} color="var(--warning)" opacity={0.4} />
      <TextLine x={302} y={214} width={100} />
      <TextLine x={302} y={232} width={80} />
      <path d="M200 118 C250 118 250 124 298 124" fill="none" stroke="var(--destructive)" strokeWidth="2" strokeDasharray="4 4" opacity="0.6" />
      <path d="M204 190 C252 190 250 218 298 218" fill="none" stroke="var(--warning)" strokeWidth="2" strokeDasharray="4 4" />
      <g transform="translate(236 54)">
        <rect x="-4" y="-10" width="72" height="20" rx="10" fill="var(--primary)" />
        <text x="32" y="4" textAnchor="middle" fontSize="10" fontWeight="700" fill="var(--primary-foreground)">
          18% similar
        </text>
      </g>
    </IllustrationFrame>
  );
}
