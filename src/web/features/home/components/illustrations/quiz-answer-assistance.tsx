import { IllustrationFrame } from './frame';

const OPTIONS = ['Mitochondria', 'Ribosome', 'Nucleus'];

export function QuizAnswerIllustration() {
  return (
    <IllustrationFrame title="A quiz question with answer choices and a hint">
      <text x="64" y="98" fontSize="12" fontWeight="600" fill="var(--foreground)">
        Which organelle produces most of a cell’s energy?
      </text>
      {OPTIONS.map((option, index) => {
        const y = 116 + index * 40;
        const chosen = index === 0;
        return (
          <g key={option}>
            <rect
              x="64"
              y={y}
              width="220"
              height="30"
              rx="8"
              fill={chosen ? 'var(--primary)' : 'var(--background)'}
              fillOpacity={chosen ? 0.1 : 1}
              stroke={chosen ? 'var(--primary)' : 'var(--border)'}
            />
            <circle cx="82" cy={y + 15} r="6" fill="none" stroke={chosen ? 'var(--primary)' : 'var(--muted-foreground)'} strokeWidth="1.5" />
            {chosen && <circle cx="82" cy={y + 15} r="3" fill="var(--primary)" />}
            <text x="96" y={y + 19} fontSize="12" fill="var(--foreground)">
              {option}
            </text>
          </g>
        );
      })}
      <g transform="translate(304 116)">
        <rect width="116" height="110" rx="10" fill="var(--warning)" fillOpacity="0.14" />
        <circle cx="20" cy="22" r="8" fill="var(--warning)" />
        <rect x="17" y="31" width="6" height="5" rx="1.5" fill="var(--warning)" />
        <text x="36" y="26" fontSize="11" fontWeight="700" fill="var(--foreground)">
          Hint
        </text>
        <text x="12" y="56" fontSize="10" fill="var(--muted-foreground)">
          Think of the cell’s
        </text>
        <text x="12" y="72" fontSize="10" fill="var(--muted-foreground)">
          “power plant” and
        </text>
        <text x="12" y="88" fontSize="10" fill="var(--muted-foreground)">
          what it makes: ATP.
        </text>
      </g>
    </IllustrationFrame>
  );
}
