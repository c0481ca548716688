import { useMemo, useState } from 'react';
import { filterProjects, PROJECT_CATEGORIES, PROJECTS, type ProjectFilter } from '../projects.js';
import { Section, SitePage } from '../page-parts.js';
import { island } from '../../../islands/island.js';

export function ProjectIndexPage() {
  return (
    <SitePage
      title="Project index"
      eyebrow="Our Labs"
      heading="Project index"
      lead="Every project our labs have shipped, are piloting or are still researching. Search by name or topic, or filter by area."
    >
      <Section>
        <h2 className="sr-only">Projects</h2>
        <ProjectIndex />
      </Section>
    </SitePage>
  );
}

function ProjectSearch() {
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<ProjectFilter>('All Projects');
  const shown = useMemo(() => filterProjects(PROJECTS, search, category), [search, category]);
  return (
    <>
      <div className="filters" role="search">
        <div className="field">
          <label htmlFor="project-search">Search projects</label>
          <input
            id="project-search"
            className="input"
            type="search"
            placeholder="Search projects..."
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="project-category">Category</label>
          <select id="project-category" className="select" value={category} onChange={(e) => setCategory(e.target.value as ProjectFilter)}>
            {PROJECT_CATEGORIES.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </select>
        </div>
      </div>
      <p className="muted" aria-live="polite">
        {shown.length === 1 ? '1 project' : `${shown.length} projects`}
      </p>
      {shown.length === 0 ? (
        <div className="empty-grid">No project matches. Try another word or All Projects.</div>
      ) : (
        <ul className="card-grid" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Projects">
          {shown.map((p) => (
            <li key={p.name} className="site-card">
              <div className="tag-row">
                <span className="tag">{p.category}</span>
                <span className={`status-pill status-pill-${p.status.toLowerCase()}`}>{p.status}</span>
              </div>
              <h3>{p.name}</h3>
              <p>{p.summary}</p>
              <p className="muted small">Since {p.year}</p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** The search and the list it filters, an island woken once the page has loaded (decision 012). */
export const ProjectIndex = island('project-index', ProjectSearch, 'visible');
