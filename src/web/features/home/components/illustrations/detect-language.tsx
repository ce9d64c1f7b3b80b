import { IllustrationFrame } from './frame';

const GUESSES = [
  { code: 'spa', name: 'Spanish', width: 150, opacity: 1 },
  { code: 'glg', name: 'Galician', width: 34, opacity: 0.45 },
  { code: 'por', name: 'Portuguese', width: 16, opacity: 0.3 },
];

export function DetectLanguageIllustration() {
  return (
    <IllustrationFrame title="A sentence identified as Spanish with confidence bars for the closest languages">
      <rect x="64" y="84" width="352" height="56" rx="12" fill="var(--muted)" />
      <text x="84" y="110" fontSize="16" fontWeight="600" fill="var(--foreground)">
        ¿Dónde está la biblioteca?
      </text>
      <text x="84" y="128" fontSize="10" fill="var(--muted-foreground)">
        Detected automatically
      </text>
      {GUESSES.map((guess, index) => {
        const y = 166 + index * 34;
        return (
          <g key={guess.code}>
            <text x="64" y={y + 10} fontSize="11" fontWeight="600" fill="var(--foreground)" opacity={guess.opacity}>
              {guess.name}
            </text>
            <rect x="160" y={y} width="200" height="12" rx="6" fill="var(--muted)" />
            <rect x="160" y={y} width={guess.width} height="12" rx="6" fill="var(--primary)" opacity={guess.opacity} />
            <text x="372" y={y + 10} fontSize="10" fill="var(--muted-foreground)">
              {guess.code}
            </text>
          </g>
        );
      })}
      <g transform="translate(396 98)" stroke="var(--primary)" fill="none" strokeWidth="2" opacity="0.75">
        <circle r="12" />
        <ellipse rx="5" ry="12" />
        <line x1="-12" y1="0" x2="12" y2="0" />
      </g>
    </IllustrationFrame>
  );
}
