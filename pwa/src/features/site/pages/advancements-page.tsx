import { Link } from 'react-router';
import { Section, SitePage } from '../page-parts.js';

const UPDATES = [
  {
    date: 'November 2026',
    area: 'Operations',
    title: 'The training game plays offline',
    text: 'Teams keep accepting and declining booking requests when the training room’s Wi-Fi drops; every decision reaches the leaderboard exactly once when it returns.',
  },
  {
    date: 'October 2026',
    area: 'Operations',
    title: 'A revenue-loss estimate in two minutes',
    text: 'The calculator on our home page now shows its arithmetic line by line: fixed pricing, peak nights, competitor gaps, booking window and cancellations.',
  },
  {
    date: 'August 2026',
    area: 'Guest Experience',
    title: 'Review replies in 15+ languages',
    text: 'The review response assistant now answers in the reviewer’s own language, and cut average response time by 70% across our pilot hotels.',
  },
  {
    date: 'June 2026',
    area: 'AI Foundation',
    title: 'Demand Signals enters pilot',
    text: 'One demand index per city and night from flight searches, events and weather, tested with three hotel groups in Goa, Jaipur and Dubai.',
  },
  {
    date: 'March 2026',
    area: 'Security',
    title: 'Redaction before every model call',
    text: 'The PII Redactor now runs on every text our tools send to a model, including staff notes and uploaded documents.',
  },
  {
    date: 'January 2026',
    area: 'Integration',
    title: 'Channel Bridge pilot',
    text: 'Rates and availability pushed to the major online travel agencies from one screen, with a nightly reconciliation of what each sold.',
  },
];

export function AdvancementsPage() {
  return (
    <SitePage title="Latest advancements" eyebrow="Our Labs" heading="Latest advancements" lead="What our labs shipped and learned recently, newest first.">
      <Section>
        <ol className="numbered">
          {UPDATES.map((u) => (
            <li key={u.title}>
              <p className="news-date">
                {u.date} · {u.area}
              </p>
              <h2>{u.title}</h2>
              <p>{u.text}</p>
            </li>
          ))}
        </ol>
        <p style={{ marginTop: '1.5rem' }}>
          <Link className="link-standalone" to="/labs/index">
            See every project in the index
          </Link>
        </p>
      </Section>
    </SitePage>
  );
}
