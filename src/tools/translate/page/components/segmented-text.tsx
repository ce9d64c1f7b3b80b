import { cn } from '../../../../web/lib/cn';
import type { Piece } from '../lib/split-by-segments';

interface SegmentedTextProps {
  pieces: readonly Piece[];
  active: number | null;
  onActive?: (segment: number | null) => void;
  /** Transparent text, for the mirror behind the source box: only the highlight shows. */
  ghost?: boolean;
}

/** Text cut into sentences; the active one is highlighted, and hovering one makes it active. */
export function SegmentedText({ pieces, active, onActive, ghost = false }: SegmentedTextProps) {
  return pieces.map((piece, index) =>
    piece.segment === null ? (
      <span key={index}>{piece.text}</span>
    ) : (
      <span
        key={index}
        data-segment={piece.segment}
        data-active={piece.segment === active || undefined}
        onMouseEnter={onActive && (() => onActive(piece.segment))}
        onMouseLeave={onActive && (() => onActive(null))}
        className={cn('rounded-sm transition-colors', piece.segment === active && (ghost ? 'bg-primary/15' : 'bg-primary/15 text-foreground'))}
      >
        {piece.text}
      </span>
    ),
  );
}
