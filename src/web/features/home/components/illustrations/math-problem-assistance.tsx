import { IllustrationFrame } from './frame';

const STEPS = [
  { math: '2x + 3 = 11', rule: 'Problem' },
  { math: '2x = 8', rule: 'Subtract 3 from both sides' },
  { math: 'x = 4', rule: 'Divide both sides by 2' },
];

export function MathProblemIllustration() {
  return (
    <IllustrationFrame title="An equation solved in three explained steps">
      {STEPS.map((step, index) => {
        const y = 86 + index * 60;
        const last = index === STEPS.length - 1;
        return (
          <g key={step.math}>
            <circle cx="80" cy={y + 20} r="13" fill={last ? 'var(--primary)' : 'var(--muted)'} />
            <text x="80" y={y + 24} textAnchor="middle" fontSize="11" fontWeight="700" fill={last ? 'var(--primary-foreground)' : 'var(--foreground)'}>
              {index + 1}
            </text>
            {!last && <line x1="80" y1={y + 34} x2="80" y2={y + 66} stroke="var(--border)" strokeWidth="2" />}
            <text x="108" y={y + 22} fontSize="18" fontWeight="600" fill="var(--foreground)" fontFamily="ui-serif, Georgia, serif" fontStyle="italic">
              {step.math}
            </text>
            <text x="108" y={y + 40} fontSize="10" fill="var(--muted-foreground)">
              {step.rule}
            </text>
          </g>
        );
      })}
      <g transform="translate(318 92)">
        <rect width="100" height="140" rx="10" fill="var(--muted)" />
        {[0, 1, 2, 3].map((row) =>
          [0, 1, 2].map((column) => (
            <rect key={`${row}-${column}`} x={12 + column * 28} y={40 + row * 24} width="20" height="16" rx="4" fill="var(--background)" />
          )),
        )}
        <rect x="12" y="12" width="76" height="20" rx="4" fill="var(--background)" />
        <text x="82" y="26" textAnchor="end" fontSize="11" fontWeight="700" fill="var(--primary)">
          x = 4
        </text>
      </g>
    </IllustrationFrame>
  );
}
