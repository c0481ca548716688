/**
 * The site's sticky 72 px header (docs/rules.md §12.3): a dropdown per group on
 * large screens (hover with the spec's delays, or click), a full-height
 * accordion below them. Opaque once the page scrolls or while a dropdown is open.
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { ChevronIcon, CloseIcon, MenuIcon, SearchIcon } from './icons.js';
import { HEADER_NAV, hoverOpenDelay, MENU_DELAYS, toggleGroup } from './site-nav.js';
import { Tooltip } from './tooltip.js';
import { island } from '../../islands/island.js';
import './site.css';

function useScrolled(): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const read = () => setScrolled(window.scrollY > 4);
    read();
    window.addEventListener('scroll', read, { passive: true });
    return () => window.removeEventListener('scroll', read);
  }, []);
  return scrolled;
}

/** A click this soon after hovering opened the dropdown is the same intent: it keeps the dropdown open. */
const HOVER_CLICK_GRACE_MS = 500;

function DesktopNav({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  const [open, setOpen] = useState<string | null>(null);
  const openTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const lastClosedAt = useRef<number | null>(null);
  /** When hovering last opened a dropdown: the click that usually follows the hover must not close it again. */
  const hoverOpenedAt = useRef(0);
  const navRef = useRef<HTMLElement>(null);
  const baseId = useId();
  const { pathname } = useLocation();

  const clearTimers = () => {
    if (openTimer.current) clearTimeout(openTimer.current);
    if (closeTimer.current) clearTimeout(closeTimer.current);
    openTimer.current = closeTimer.current = null;
  };
  const show = useCallback((title: string | null) => {
    setOpen((prev) => {
      if (prev !== null && title === null) lastClosedAt.current = Date.now();
      return title;
    });
  }, []);

  useEffect(() => onOpenChange(open !== null), [open, onOpenChange]);
  useEffect(() => () => clearTimers(), []);
  // A new page closes whatever was open.
  useEffect(() => show(null), [pathname, show]);

  useEffect(() => {
    if (open === null) return;
    const outside = (e: PointerEvent) => {
      if (!navRef.current?.contains(e.target as Node)) show(null);
    };
    const escape = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      const trigger = navRef.current?.querySelector<HTMLButtonElement>(`[data-section="${CSS.escape(open)}"]`);
      show(null);
      trigger?.focus();
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [open, show]);

  const hoverIn = (title: string) => {
    clearTimers();
    const hoverShow = () => {
      hoverOpenedAt.current = Date.now();
      show(title);
    };
    if (open !== null) {
      // Moving along the bar with a dropdown open switches at once.
      hoverShow();
      return;
    }
    openTimer.current = setTimeout(hoverShow, hoverOpenDelay(Date.now(), lastClosedAt.current));
  };
  const hoverOut = () => {
    clearTimers();
    closeTimer.current = setTimeout(() => show(null), MENU_DELAYS.closeMs);
  };
  const mouseOnly = (fn: () => void) => (e: React.PointerEvent) => {
    if (e.pointerType === 'mouse') fn();
  };

  return (
    <nav
      className="desk-nav"
      aria-label="Main"
      ref={navRef}
      onBlur={(e) => {
        // Tabbing out of the bar closes its dropdown, as a pointer leaving it does.
        if (!navRef.current?.contains(e.relatedTarget as Node | null)) show(null);
      }}
    >
      <ul>
        {HEADER_NAV.map((section) => {
          const isOpen = open === section.title;
          const panelId = `${baseId}-${section.title.replace(/\s+/g, '-')}`;
          return (
            <li key={section.title} onPointerEnter={mouseOnly(() => hoverIn(section.title))} onPointerLeave={mouseOnly(hoverOut)}>
              <button
                type="button"
                className="desk-trigger"
                data-section={section.title}
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => {
                  clearTimers();
                  const justHovered = Date.now() - hoverOpenedAt.current < HOVER_CLICK_GRACE_MS;
                  show(isOpen && !justHovered ? null : section.title);
                }}
              >
                {section.title}
                <ChevronIcon className={isOpen ? 'chevron open' : 'chevron'} />
              </button>
              <div id={panelId} className={`desk-panel desk-panel-${section.layout}`} hidden={!isOpen}>
                <ul>
                  {section.items.map((item) => (
                    <li key={item.href}>
                      <Link to={item.href} className="desk-link" onClick={() => show(null)}>
                        <span className="nav-title">{item.title}</span>
                        <span className="nav-desc">{item.description}</span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [expanded, setExpanded] = useState<string | null>(null);
  useEffect(() => {
    if (!open) return;
    // The page behind must not scroll under a full-height menu.
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const escape = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    document.addEventListener('keydown', escape);
    return () => {
      document.body.style.overflow = previous;
      document.removeEventListener('keydown', escape);
    };
  }, [open, onClose]);
  if (!open) return null;
  return (
    <nav id="mobile-menu" className="mobile-menu" aria-label="Main">
      <ul className="mobile-groups">
        {HEADER_NAV.map((section) => {
          const isOpen = expanded === section.title;
          const id = `mobile-${section.title.replace(/\s+/g, '-')}`;
          return (
            <li key={section.title} className="mobile-group">
              <button
                type="button"
                className="mobile-trigger"
                aria-expanded={isOpen}
                aria-controls={id}
                onClick={() => setExpanded((e) => toggleGroup(e, section.title))}
              >
                {section.title}
                <ChevronIcon className={isOpen ? 'chevron open' : 'chevron'} />
              </button>
              <ul id={id} className={isOpen ? 'mobile-links open' : 'mobile-links'}>
                {section.items.map((item) => (
                  <li key={item.href}>
                    <Link to={item.href} className="mobile-link" onClick={onClose}>
                      <span className="nav-title">{item.title}</span>
                      <span className="nav-desc">{item.description}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
      <div className="mobile-actions">
        <Link to="/company/contact" className="btn btn-primary btn-block" onClick={onClose}>
          Contact us
        </Link>
        <Link to="/game/revenue-management/login" className="btn btn-ghost btn-block" onClick={onClose}>
          Play the training game
        </Link>
      </div>
    </nav>
  );
}

function Header() {
  const scrolled = useScrolled();
  const [dropdownOpen, setDropdownOpen] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
  const { pathname } = useLocation();
  const closeMobile = useCallback(() => setMobileOpen(false), []);
  useEffect(() => setMobileOpen(false), [pathname]);
  const opaque = scrolled || dropdownOpen || mobileOpen;
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className={opaque ? 'site-header is-opaque' : 'site-header'}>
        <div className="site-header-inner">
          <Link to="/" className="brand" aria-label="Front Desk RM home">
            <img src="/icons/icon.svg" alt="" width="32" height="32" />
            <span>Front Desk RM</span>
          </Link>
          <DesktopNav onOpenChange={setDropdownOpen} />
          <div className="header-tools">
            <Tooltip text="Search projects">
              <Link to="/labs/index" className="icon-link" aria-label="Search projects">
                <SearchIcon />
              </Link>
            </Tooltip>
            <Link to="/company/contact" className="btn btn-primary header-cta">
              Contact us
            </Link>
            <button
              type="button"
              className="icon-link menu-toggle"
              aria-label="Toggle mobile menu"
              aria-expanded={mobileOpen}
              aria-controls="mobile-menu"
              onClick={() => setMobileOpen((o) => !o)}
            >
              {mobileOpen ? <CloseIcon /> : <MenuIcon />}
            </button>
          </div>
        </div>
        <MobileMenu open={mobileOpen} onClose={closeMobile} />
      </header>
    </>
  );
}

/** An island woken by intent: a tap on a menu before its code has run is kept and played once it has (site-entry.ts). */
export const SiteHeader = island('site-header', Header, 'intent');
