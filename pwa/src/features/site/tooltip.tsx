/**
 * A small label under an icon control (docs/rules.md §14, §19): closed, then
 * delayed-open on hover (700 ms) or instant-open on keyboard focus or when
 * another tooltip closed under 300 ms ago; 4 px from its trigger; Escape closes it.
 */
import { cloneElement, type ReactElement, useCallback, useEffect, useId, useRef, useState } from 'react';
import { hoverOpenDelay, TOOLTIP_DELAYS } from './site-nav.js';

// Shared by every tooltip on the page, so moving from one to the next opens at once.
let lastClosedAt: number | null = null;

type TriggerProps = {
  'aria-describedby'?: string;
  onPointerEnter?: (e: React.PointerEvent) => void;
  onPointerLeave?: () => void;
  onFocus?: () => void;
  onBlur?: () => void;
};

export function Tooltip({ text, children }: { text: string; children: ReactElement<TriggerProps> }) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const id = useId();
  const clear = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  }, []);
  const show = (delay: number) => {
    clear();
    if (delay === 0) setOpen(true);
    else timer.current = setTimeout(() => setOpen(true), delay);
  };
  const hide = useCallback(() => {
    clear();
    setOpen((was) => {
      if (was) lastClosedAt = Date.now();
      return false;
    });
  }, [clear]);
  useEffect(() => {
    if (!open) return;
    const escape = (e: KeyboardEvent) => e.key === 'Escape' && hide();
    document.addEventListener('keydown', escape);
    return () => document.removeEventListener('keydown', escape);
  }, [open, hide]);
  useEffect(() => clear, [clear]);
  return (
    <span className="tooltip-anchor">
      {cloneElement(children, {
        'aria-describedby': open ? id : undefined,
        onPointerEnter: (e: React.PointerEvent) => e.pointerType === 'mouse' && show(hoverOpenDelay(Date.now(), lastClosedAt, TOOLTIP_DELAYS)),
        onPointerLeave: hide,
        onFocus: () => show(0),
        onBlur: hide,
      })}
      {open && (
        <span role="tooltip" id={id} className="tooltip" style={{ top: `calc(100% + ${TOOLTIP_DELAYS.sideOffsetPx}px)` }}>
          {text}
        </span>
      )}
    </span>
  );
}
