/** A row of cards on CSS scroll-snap with Previous and Next buttons (disabled at either end); touch users swipe it. */
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { NextIcon, PreviousIcon } from './icons.js';

export function Carousel({
  label,
  step,
  className,
  children,
}: {
  label: string;
  /** Pixels per button press; the first card's width plus the gap when absent. */ step?: number;
  className?: string;
  children: ReactNode[];
}) {
  const track = useRef<HTMLUListElement>(null);
  const [ends, setEnds] = useState({ start: true, end: false });
  const read = useCallback(() => {
    const el = track.current;
    if (!el) return;
    // A pixel of slack: scroll positions are fractional on zoomed screens.
    setEnds({ start: el.scrollLeft <= 1, end: el.scrollLeft + el.clientWidth >= el.scrollWidth - 1 });
  }, []);
  useEffect(() => {
    read();
    window.addEventListener('resize', read);
    return () => window.removeEventListener('resize', read);
  }, [read]);
  const move = (direction: 1 | -1) => {
    const el = track.current;
    if (!el) return;
    const first = el.firstElementChild as HTMLElement | null;
    const gap = parseFloat(getComputedStyle(el).columnGap) || 0;
    const by = step ?? (first ? first.offsetWidth + gap : el.clientWidth);
    el.scrollBy({ left: direction * by, behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
  };
  return (
    <div className={className ? `carousel ${className}` : 'carousel'} role="region" aria-roledescription="carousel" aria-label={`${label} carousel`}>
      <div className="carousel-controls">
        <button type="button" className="btn btn-ghost icon-btn" aria-label={`Previous: ${label}`} disabled={ends.start} onClick={() => move(-1)}>
          <PreviousIcon />
        </button>
        <button type="button" className="btn btn-ghost icon-btn" aria-label={`Next: ${label}`} disabled={ends.end} onClick={() => move(1)}>
          <NextIcon />
        </button>
      </div>
      <ul className="carousel-track" ref={track} tabIndex={0} aria-label={label} onScroll={read}>
        {children.map((child, i) => (
          <li key={i} aria-roledescription="slide" aria-label={`${i + 1} of ${children.length}`}>
            {child}
          </li>
        ))}
      </ul>
    </div>
  );
}
