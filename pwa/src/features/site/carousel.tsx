/** A row of cards on CSS scroll-snap with Previous and Next buttons; touch users swipe it. */
import { useRef, type ReactNode } from 'react';

export function Carousel({ label, step, className, children }: { label: string; /** Pixels per button press; the first card's width plus the gap when absent. */ step?: number; className?: string; children: ReactNode[] }) {
  const track = useRef<HTMLUListElement>(null);
  const move = (direction: 1 | -1) => {
    const el = track.current;
    if (!el) return;
    const first = el.firstElementChild as HTMLElement | null;
    const gap = parseFloat(getComputedStyle(el).columnGap) || 0;
    const by = step ?? (first ? first.offsetWidth + gap : el.clientWidth);
    el.scrollBy({ left: direction * by, behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
  };
  return (
    <div className={className ? `carousel ${className}` : 'carousel'} role="region" aria-roledescription="carousel" aria-label={label}>
      <div className="carousel-controls">
        <button type="button" className="btn btn-ghost icon-btn" aria-label={`Previous: ${label}`} onClick={() => move(-1)}>
          ‹
        </button>
        <button type="button" className="btn btn-ghost icon-btn" aria-label={`Next: ${label}`} onClick={() => move(1)}>
          ›
        </button>
      </div>
      <ul className="carousel-track" ref={track} tabIndex={0} aria-label={label}>
        {children.map((child, i) => (
          <li key={i} aria-roledescription="slide" aria-label={`${i + 1} of ${children.length}`}>
            {child}
          </li>
        ))}
      </ul>
    </div>
  );
}
