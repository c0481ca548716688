import { PROJECTS } from '../projects.js';
import { Section, SitePage } from '../page-parts.js';

export function GraveyardPage() {
  const retired = PROJECTS.filter((p) => p.status === 'Retired');
  return (
    <SitePage
      title="Graveyard"
      eyebrow="Company"
      heading="The graveyard: projects we retired"
      lead="Not every idea earns its place at a front desk. These are the projects we switched off, and what each one taught us."
    >
      <Section title="Retired projects">
        <div className="card-grid card-grid-2">
          {retired.map((p) => (
            <article key={p.name} className="site-card">
              <div className="tag-row">
                <span className="tag">{p.category}</span>
                <span className="status-pill status-pill-retired">Retired</span>
              </div>
              <h3>{p.name}</h3>
              <p>{p.summary}</p>
              <p className="muted small">Launched {p.year}</p>
            </article>
          ))}
        </div>
      </Section>
    </SitePage>
  );
}
