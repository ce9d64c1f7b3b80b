import { IllustrationFrame, TextLine } from './frame';

export function ResumeBuilderIllustration() {
  return (
    <IllustrationFrame title="A one-page resume with sections and a check mark for applicant tracking systems">
      <rect x="120" y="74" width="180" height="200" rx="8" fill="var(--background)" stroke="var(--border)" />
      <circle cx="148" cy="104" r="16" fill="var(--primary)" opacity="0.2" />
      <rect x="172" y="94" width="100" height="10" rx="5" fill="var(--foreground)" opacity="0.75" />
      <TextLine x={172} y={110} width={70} />
      {[136, 196].map((y) => (
        <g key={y}>
          <rect x="136" y={y} width="54" height="7" rx="3.5" fill="var(--primary)" opacity="0.7" />
          <TextLine x={136} y={y + 16} width={146} />
          <TextLine x={136} y={y + 30} width={128} />
          <TextLine x={136} y={y + 44} width={138} />
        </g>
      ))}
      <g transform="translate(324 110)">
        <rect width="96" height="112" rx="10" fill="var(--success)" fillOpacity="0.12" />
        <circle cx="48" cy="38" r="18" fill="var(--success)" />
        <path d="M40 38l6 6 11-12" stroke="white" strokeWidth="3" fill="none" strokeLinecap="round" strokeLinejoin="round" />
        <text x="48" y="78" textAnchor="middle" fontSize="11" fontWeight="700" fill="var(--foreground)">
          ATS-friendly
        </text>
        <text x="48" y="94" textAnchor="middle" fontSize="9" fill="var(--muted-foreground)">
          plain, parseable
        </text>
      </g>
      <g transform="translate(60 200)">
        <rect width="44" height="54" rx="6" fill="var(--destructive)" fillOpacity="0.12" />
        <text x="22" y="32" textAnchor="middle" fontSize="11" fontWeight="700" fill="var(--destructive)">
          PDF
        </text>
      </g>
    </IllustrationFrame>
  );
}
