/** Building blocks the site's pages share: the heading band, stat tiles, sections, cards, and the buttons the spec leaves without an action. */
import { useId, type ReactNode } from 'react';
import { useDocumentTitle } from '../../components/ui/use-document-title.js';
import { CheckIcon } from './icons.js';
import './site.css';

export function PageHero({ eyebrow, title, lead, children }: { eyebrow: string; title: string; lead: string; children?: ReactNode }) {
  return (
    <section className="page-hero">
      <div className="container">
        <p className="eyebrow">{eyebrow}</p>
        <h1>{title}</h1>
        <p className="lead">{lead}</p>
        {children}
      </div>
    </section>
  );
}

/** A page: its tab title, the heading band, then its sections. */
export function SitePage({ title, eyebrow, heading, lead, heroExtra, children }: { title: string; eyebrow: string; heading: string; lead: string; heroExtra?: ReactNode; children: ReactNode }) {
  useDocumentTitle(title, lead);
  return (
    <main className="site-main" id="main">
      <PageHero eyebrow={eyebrow} title={heading} lead={lead}>
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
  mark?: string;
}

export function Cards({ items, wide = false }: { items: readonly CardItem[]; wide?: boolean }) {
  return (
    <div className={wide ? 'card-grid card-grid-2' : 'card-grid'}>
      {items.map((c) => (
        <article key={c.title} className="site-card">
          {c.mark && (
            <span className="card-icon" aria-hidden="true">
              {c.mark}
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

/**
 * A button the specification shows with no behaviour ('Report Issue',
 * 'Download Terms', ...). It stays a real, focusable button that does nothing,
 * as specified.
 */
export function InertButton({ children, variant = 'ghost', label }: { children: ReactNode; variant?: 'primary' | 'ghost' | 'light' | 'outline-light'; label?: string }) {
  return (
    <button type="button" className={`btn btn-${variant}`} aria-label={label}>
      {children}
    </button>
  );
}
