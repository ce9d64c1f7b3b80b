import { IllustrationFrame, TextLine } from './frame';

export function GrammarCheckerIllustration() {
  return (
    <IllustrationFrame title="A sentence with a misspelled word underlined and a suggested correction">
      <text x="64" y="100" fontSize="15" fill="var(--foreground)">
        We will
        <tspan fill="var(--destructive)" fontWeight="600"> recieve </tspan>
        the results soon.
      </text>
      <path
        d="M122 106 q3 4 6 0 t6 0 t6 0 t6 0 t6 0 t6 0 t6 0 t6 0 t6 0"
        fill="none"
        stroke="var(--destructive)"
        strokeWidth="1.6"
      />
      <g transform="translate(112 118)">
        <rect width="188" height="78" rx="10" fill="var(--card)" stroke="var(--border)" />
        <text x="14" y="22" fontSize="10" fontWeight="600" fill="var(--muted-foreground)">
          Spelling
        </text>
        <rect x="14" y="32" width="62" height="24" rx="6" fill="var(--primary)" />
        <text x="45" y="48" textAnchor="middle" fontSize="12" fontWeight="600" fill="var(--primary-foreground)">
          receive
        </text>
        <text x="14" y="70" fontSize="9" fill="var(--muted-foreground)">
          “i” before “e”, except after “c”
        </text>
      </g>
      <TextLine x={64} y={214} width={300} />
      <TextLine x={64} y={232} width={250} />
      <g transform="translate(350 120)">
        <text x="0" y="0" fontSize="10" fontWeight="600" fill="var(--muted-foreground)">
          Readability
        </text>
        <text x="0" y="26" fontSize="22" fontWeight="700" fill="var(--foreground)">
          68
        </text>
        <rect x="0" y="38" width="64" height="6" rx="3" fill="var(--muted)" />
        <rect x="0" y="38" width="44" height="6" rx="3" fill="var(--success)" />
      </g>
    </IllustrationFrame>
  );
}
