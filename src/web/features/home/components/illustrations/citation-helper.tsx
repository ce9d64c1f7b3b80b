import { IllustrationFrame } from './frame';

export function CitationHelperIllustration() {
  return (
    <IllustrationFrame title="A reference formatted in APA with tabs for other citation styles">
      {['APA', 'MLA', 'Chicago', 'IEEE'].map((style, index) => (
        <g key={style} transform={`translate(${64 + index * 70} 80)`}>
          <rect width="62" height="24" rx="12" fill={index === 0 ? 'var(--primary)' : 'var(--muted)'} />
          <text x="31" y="16" textAnchor="middle" fontSize="11" fontWeight="600" fill={index === 0 ? 'var(--primary-foreground)' : 'var(--muted-foreground)'}>
            {style}
          </text>
        </g>
      ))}
      <rect x="64" y="122" width="352" height="96" rx="10" fill="var(--background)" stroke="var(--border)" />
      <rect x="64" y="122" width="4" height="96" rx="2" fill="var(--primary)" />
      <text x="84" y="148" fontSize="12" fill="var(--foreground)">
        Okafor, N., &amp; Lindqvist, E. (2021). Reading
      </text>
      <text x="84" y="168" fontSize="12" fill="var(--foreground)">
        <tspan fontStyle="italic">habits of first-year students</tspan>. Harbour
      </text>
      <text x="84" y="188" fontSize="12" fill="var(--foreground)">
        University Press.
      </text>
      <text x="84" y="206" fontSize="10" fill="var(--muted-foreground)">
        In text: (Okafor &amp; Lindqvist, 2021)
      </text>
      <g transform="translate(334 232)">
        <rect width="82" height="26" rx="8" fill="var(--primary)" fillOpacity="0.12" />
        <text x="41" y="17" textAnchor="middle" fontSize="11" fontWeight="600" fill="var(--primary)">
          Copy citation
        </text>
      </g>
    </IllustrationFrame>
  );
}
