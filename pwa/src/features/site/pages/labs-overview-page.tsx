import { Link } from 'react-router';
import { BrainCircuit, Gauge, MessageSquareHeart, Plug, Shield } from 'lucide-react';
import { Cards, Section, SitePage, StatGrid } from '../page-parts.js';

export function LabsOverviewPage() {
  return (
    <SitePage
      title="Research labs"
      eyebrow="Our Labs"
      heading="Research labs: AI built inside real hotels"
      lead="Our labs work on the problems front offices, revenue managers and guest-relations teams bring to us. Every project starts in a partner property and ships only when it saves staff time there."
      heroExtra={
        <div className="row-actions">
          <Link className="btn btn-primary" to="/labs/index">
            Browse the project index
          </Link>
          <Link className="btn btn-ghost" to="/labs/projects">
            Latest advancements
          </Link>
        </div>
      }
    >
      <Section title="Where we focus" intro="Five research areas, each with a partner hotel group and a staff member from operations on the team.">
        <Cards
          items={[
            {
              icon: BrainCircuit,
              title: 'AI Foundation',
              text: 'Language and forecasting models tuned to hospitality: the words guests use, the seasons cities keep.',
            },
            {
              icon: MessageSquareHeart,
              title: 'Guest Experience',
              text: 'Faster, kinder answers to guests: review replies, pre-arrival questions, requests during the stay.',
            },
            {
              icon: Gauge,
              title: 'Operations',
              text: 'Pricing, housekeeping and staffing decisions that take minutes instead of an afternoon of spreadsheets.',
            },
            { icon: Shield, title: 'Security', text: 'Guest data that never leaves the controls a hotel agreed to, with redaction before any model sees it.' },
            {
              icon: Plug,
              title: 'Integration',
              text: 'Connectors to the property-management and channel systems hotels already run, so nothing is typed twice.',
            },
          ]}
        />
      </Section>
      <Section alt title="How a project moves" intro="From a question asked at a front desk to a tool in daily use.">
        <div className="numbered">
          <article>
            <h2>Research</h2>
            <p>We sit with the team that has the problem, measure how long it takes today, and test whether a model can help at all.</p>
          </article>
          <article>
            <h2>Pilot</h2>
            <p>One partner property uses it for eight weeks. Staff can switch it off at any moment; we count how often they do.</p>
          </article>
          <article>
            <h2>Live</h2>
            <p>It ships to every customer with documentation, a support owner and a safety review. What does not earn its place goes to the graveyard.</p>
          </article>
        </div>
      </Section>
      <Section title="The labs in numbers">
        <StatGrid
          stats={[
            { value: '15+', label: 'AI projects' },
            { value: '500+', label: 'Hotels using our tools' },
            { value: '15+', label: 'Languages' },
            { value: '-70%', label: 'Review response time' },
          ]}
        />
        <p className="muted" style={{ marginTop: '1.5rem' }}>
          Some ideas do not make it. We keep an honest record in the <Link to="/graveyard">graveyard</Link>.
        </p>
      </Section>
    </SitePage>
  );
}
