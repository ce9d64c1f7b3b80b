import { IllustrationFrame } from './frame';

function Panel({ x, lang, lines }: { x: number; lang: string; lines: string[] }) {
  return (
    <g transform={`translate(${x} 84)`}>
      <rect width="150" height="172" rx="12" fill="var(--background)" stroke="var(--border)" />
      <rect x="12" y="12" width="34" height="20" rx="6" fill="var(--primary)" opacity="0.12" />
      <text x="29" y="26" textAnchor="middle" fontSize="10" fontWeight="700" fill="var(--primary)">
        {lang}
      </text>
      {lines.map((line, index) => (
        <text key={line} x="14" y={58 + index * 20} fontSize="12" fill="var(--foreground)">
          {line}
        </text>
      ))}
    </g>
  );
}

export function TranslateIllustration() {
  return (
    <IllustrationFrame title="A sentence in English and its German translation side by side">
      <Panel x={64} lang="EN" lines={['It is raining', 'cats and dogs,', 'so the meeting', 'moves online.']} />
      <Panel x={266} lang="DE" lines={['Es regnet in', 'Strömen, also', 'findet das Treffen', 'online statt.']} />
      <g transform="translate(240 170)">
        <circle r="18" fill="var(--primary)" />
        <path d="M-7 -3h12l-4 -4M7 3h-12l4 4" stroke="var(--primary-foreground)" strokeWidth="2" fill="none" strokeLinecap="round" strokeLinejoin="round" />
      </g>
    </IllustrationFrame>
  );
}
