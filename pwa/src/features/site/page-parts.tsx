/** Building blocks the site's pages share: the heading band, stat tiles, sections, cards, and a page's text as a download. */
import { useEffect, useId, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useDocumentTitle } from '../../components/ui/use-document-title.js';
import { CheckIcon, IconGlyph, type SiteIcon } from './icons.js';
import './site.css';

/** The heading band; `art` (an illustration) sits to the right of the text on wide screens and below it on narrow ones. */
export function PageHero({ eyebrow, title, lead, art, children }: { eyebrow: string; title: string; lead: string; art?: ReactNode; children?: ReactNode }) {
  return (
    <section className={art ? 'page-hero page-hero-art' : 'page-hero'}>
      <div className="container">
        <div className="hero-text">
          <p className="eyebrow">{eyebrow}</p>
          <h1>{title}</h1>
          <p className="lead">{lead}</p>
          {children}
        </div>
        {art && <div className="hero-art">{art}</div>}
      </div>
    </section>
  );
}

/**
 * Brings the element the address's #fragment names into view once the page is
 * there. The router does not scroll to a fragment when a link leads to
 * another page (its page arrives as a lazy chunk), so a link such as
 * /products/ai-solutions#enterprise-features would otherwise land at the top.
 */
export function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView({ block: 'start' });
  }, [hash]);
}

/** A page: its tab title, the heading band, then its sections. */
export function SitePage({
  title,
  eyebrow,
  heading,
  lead,
  heroExtra,
  heroArt,
  children,
}: {
  title: string;
  eyebrow: string;
  heading: string;
  lead: string;
  heroExtra?: ReactNode;
  heroArt?: ReactNode;
  children: ReactNode;
}) {
  useDocumentTitle(title, lead);
  useScrollToHash();
  return (
    <main className="site-main" id="main">
      <PageHero eyebrow={eyebrow} title={heading} lead={lead} art={heroArt}>
        {heroExtra}
      </PageHero>
      {children}
    </main>
  );
}

export function Section({ title, intro, alt = false, id, children }: { title?: string; intro?: string; alt?: boolean; id?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={alt ? 'section section-alt' : 'section'} id={id} aria-labelledby={title ? headingId : undefined}>
      <div className="container">
        {(title || intro) && (
          <div className="section-head">
            {title && <h2 id={headingId}>{title}</h2>}
            {intro && <p className="lead">{intro}</p>}
          </div>
        )}
        {children}
      </div>
    </section>
  );
}

export interface Stat {
  value: string;
  label: string;
}

export function StatGrid({ stats }: { stats: readonly Stat[] }) {
  return (
    <dl className="stat-grid">
      {stats.map((s) => (
        <div key={s.label} className="stat">
          <dt>{s.label}</dt>
          <dd>{s.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export interface CardItem {
  title: string;
  text: string;
  points?: readonly string[];
  /** A Lucide icon that says what the card is about. */
  icon?: SiteIcon;
}

export function Cards({ items, wide = false }: { items: readonly CardItem[]; wide?: boolean }) {
  return (
    <div className={wide ? 'card-grid card-grid-2' : 'card-grid'}>
      {items.map((c) => (
        <article key={c.title} className="site-card">
          {c.icon && (
            <span className="card-icon">
              <IconGlyph icon={c.icon} size={24} />
            </span>
          )}
          <h3>{c.title}</h3>
          <p>{c.text}</p>
          {c.points && <CheckList items={c.points} />}
        </article>
      ))}
    </div>
  );
}

export function CheckList({ items }: { items: readonly string[] }) {
  return (
    <ul className="check-list">
      {items.map((p) => (
        <li key={p}>
          <CheckIcon />
          <span>{p}</span>
        </li>
      ))}
    </ul>
  );
}

/** Sections of a page as plain text: its heading, its lead, then each section's title and text. */
export function plainText(heading: string, lead: string, sections: readonly { title: string; text: string }[]): string {
  const body = sections.map((s, i) => `${i + 1}. ${s.title}\n\n${s.text}`).join('\n\n');
  return `${heading}\n\n${lead}\n\n${body}\n`;
}

/**
 * A link that saves text as a file: the text travels in the link itself (a
 * data: address), so it works in the prerendered page before any script runs,
 * and offline.
 */
export function TextDownload({
  filename,
  text,
  children,
  className = 'btn btn-ghost',
}: {
  filename: string;
  text: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <a className={className} href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`} download={filename}>
      {children}
    </a>
  );
}
