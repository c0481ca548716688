/**
 * The site's icons: Lucide's line icons, imported one by one so each page
 * carries only the few it draws. Every icon here is decoration beside a text
 * or a label, so each is hidden from assistive technology.
 */
import { ArrowRight, Check, ChevronDown, ChevronLeft, ChevronRight, Menu, Search, X, type LucideIcon } from 'lucide-react';

/** An icon component from lucide-react, as a card's `icon` takes it. */
export type SiteIcon = LucideIcon;

/** A Lucide icon at a size, hidden from assistive technology and out of the tab order. */
export function IconGlyph({ icon: Glyph, size = 20, className }: { icon: LucideIcon; size?: number; className?: string }) {
  return <Glyph size={size} className={className} aria-hidden="true" focusable="false" />;
}

export const SearchIcon = () => <IconGlyph icon={Search} />;
export const MenuIcon = () => <IconGlyph icon={Menu} />;
export const CloseIcon = () => <IconGlyph icon={X} />;
export const ChevronIcon = ({ className }: { className?: string }) => <IconGlyph icon={ChevronDown} size={16} className={className} />;
export const ArrowIcon = () => <IconGlyph icon={ArrowRight} size={18} />;
export const CheckIcon = () => <IconGlyph icon={Check} size={18} />;
export const PreviousIcon = () => <IconGlyph icon={ChevronLeft} />;
export const NextIcon = () => <IconGlyph icon={ChevronRight} />;
