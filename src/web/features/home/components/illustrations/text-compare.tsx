import { IllustrationFrame, TextLine } from './frame';

export function TextCompareIllustration() {
  const rows = [96, 118, 140, 162, 184, 206, 228];
  return (
    <IllustrationFrame title="Two versions of a text side by side with deletions and insertions highlighted">
      <line x1="240" y1="76" x2="240" y2="264" stroke="var(--border)" strokeWidth="2" />
      <text x="64" y="84" fontSize="10" fontWeight="600" fill="var(--muted-foreground)">
        Original
      </text>
      <text x="260" y="84" fontSize="10" fontWeight="600" fill="var(--muted-foreground)">
        Revised
      </text>
      {rows.map((y, index) => (
        <TextLine key={`a${y}`} x={64} y={y} width={[150, 136, 156, 120, 148, 140, 96][index]!} />
      ))}
      {rows.map((y, index) => (
        <TextLine key={`b${y}`} x={260} y={y} width={[150, 146, 140, 132, 156, 126, 110][index]!} />
      ))}
      <rect x="110" y="115" width="56" height="14" rx="4" fill="var(--diff-delete)" />
      <line x1="114" y1="122" x2="162" y2="122" stroke="var(--diff-delete-foreground)" strokeWidth="2" />
      <rect x="300" y="115" width="64" height="14" rx="4" fill="var(--diff-insert)" />
      <rect x="60" y="181" width="90" height="14" rx="4" fill="var(--diff-delete)" />
      <line x1="64" y1="188" x2="146" y2="188" stroke="var(--diff-delete-foreground)" strokeWidth="2" />
      <rect x="256" y="181" width="104" height="14" rx="4" fill="var(--diff-insert)" />
      <rect x="330" y="225" width="44" height="14" rx="4" fill="var(--diff-insert)" />
      <g transform="translate(340 246)">
        <rect width="84" height="24" rx="12" fill="var(--primary)" />
        <text x="42" y="16" textAnchor="middle" fontSize="11" fontWeight="700" fill="var(--primary-foreground)">
          87% similar
        </text>
      </g>
    </IllustrationFrame>
  );
}
