import { useId, type ReactNode } from 'react';

/**
 * Shared backdrop of the home-page illustrations: a tinted panel with an app window on it. Drawn
 * in SVG with the theme's CSS variables so they follow the palette and need no image requests.
 * Content coordinates: the window spans x 40–440, y 36–284; its body starts at y 76.
 */
export function IllustrationFrame({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <svg viewBox="0 0 480 320" role="img" aria-label={title} className="h-auto w-full" fontFamily="inherit">
      <defs>
        <linearGradient id={`${id}-bg`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="var(--primary)" stopOpacity="0.14" />
          <stop offset="1" stopColor="var(--primary)" stopOpacity="0.04" />
        </linearGradient>
        <filter id={`${id}-shadow`} x="-10%" y="-10%" width="120%" height="130%">
          <feDropShadow dx="0" dy="8" stdDeviation="10" floodColor="var(--primary)" floodOpacity="0.14" />
        </filter>
        <clipPath id={`${id}-clip`}>
          <rect width="480" height="320" rx="24" />
        </clipPath>
      </defs>
      <rect width="480" height="320" rx="24" fill={`url(#${id}-bg)`} />
      <g clipPath={`url(#${id}-clip)`}>
        <circle cx="440" cy="34" r="56" fill="var(--primary)" opacity="0.06" />
        <circle cx="30" cy="300" r="70" fill="var(--primary)" opacity="0.05" />
      </g>
      <g filter={`url(#${id}-shadow)`}>
        <rect x="40" y="36" width="400" height="248" rx="14" fill="var(--card)" />
      </g>
      <path d="M40 50a14 14 0 0 1 14-14h372a14 14 0 0 1 14 14v12H40z" fill="var(--muted)" />
      <circle cx="58" cy="50" r="4" fill="var(--destructive)" opacity="0.5" />
      <circle cx="72" cy="50" r="4" fill="var(--warning)" opacity="0.6" />
      <circle cx="86" cy="50" r="4" fill="var(--success)" opacity="0.55" />
      {children}
    </svg>
  );
}

/** A grey placeholder line of text. */
export function TextLine({ x, y, width, opacity = 0.18 }: { x: number; y: number; width: number; opacity?: number }) {
  return <rect x={x} y={y} width={width} height="8" rx="4" fill="var(--muted-foreground)" opacity={opacity} />;
}

/** A highlighted span laid over text lines. */
export function Mark({ x, y, width, color, opacity = 0.35 }: { x: number; y: number; width: number; color: string; opacity?: number }) {
  return <rect x={x} y={y - 3} width={width} height="14" rx="4" fill={color} opacity={opacity} />;
}
