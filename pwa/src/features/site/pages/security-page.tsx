import { Link } from 'react-router';
import { EyeOff, LockKeyhole, Server, ShieldCheck } from 'lucide-react';
import { ContactButton } from '../contact-button.js';
import { Cards, Section, SitePage, StatGrid } from '../page-parts.js';

/** docs/rules.md §19, word for word. */
const CERTIFICATIONS = [
  { name: 'ISO 27001', description: 'Information security management for our whole platform and offices.', status: 'Certified', validUntil: '2024' },
  {
    name: 'SOC 2 Type II',
    description: 'Independent audit of security, availability and confidentiality controls over time.',
    status: 'Compliant',
    validUntil: '2024',
  },
  {
    name: 'GDPR',
    description: 'Processing of EU guests’ personal data under the General Data Protection Regulation.',
    status: 'Compliant',
    validUntil: 'Ongoing',
  },
  {
    name: 'PCI DSS',
    description: 'Card data handled only by certified payment partners; our systems never store card numbers.',
    status: 'Certified',
    validUntil: '2024',
  },
] as const;

export function SecurityPage() {
  return (
    <SitePage
      title="Security and privacy"
      eyebrow="Safety"
      heading="Security and privacy"
      lead="Hotels trust us with their guests’ words, stays and contact details. This is how we protect them."
    >
      <Section>
        <StatGrid
          stats={[
            { value: '100%', label: 'Data Protected' },
            { value: '99.99%', label: 'Uptime' },
            { value: '24/7', label: 'Security Team' },
            { value: '100%', label: 'Compliance' },
          ]}
        />
      </Section>
      <Section alt title="How we protect your data">
        <Cards
          items={[
            {
              icon: LockKeyhole,
              title: 'Data Encryption',
              text: 'TLS 1.3 in transit and AES-256 at rest for every database, backup and file store, with keys rotated every 90 days.',
            },
            {
              icon: EyeOff,
              title: 'Privacy Protection',
              text: 'Names, phone numbers, card and passport numbers are redacted before any model sees a text. Data stays in the region you choose.',
            },
            {
              icon: Server,
              title: 'Infrastructure Security',
              text: 'Isolated networks per environment, least-privilege access with hardware keys, and continuous vulnerability scanning.',
            },
            {
              icon: ShieldCheck,
              title: 'AI Safety',
              text: 'Every model release is tested for harmful, biased or made-up replies before it ships, and a person approves what guests read.',
            },
          ]}
        />
      </Section>
      <Section title="Certifications">
        <div className="card-grid">
          {CERTIFICATIONS.map((c) => (
            <article key={c.name} className="site-card">
              <h3>
                {c.name} {c.status}
              </h3>
              <p>{c.description}</p>
              <p className="card-foot">
                <span className="badge badge-green">{c.status}</span>
                <span className="muted small">{c.validUntil === 'Ongoing' ? 'Ongoing' : `Valid until ${c.validUntil}`}</span>
              </p>
            </article>
          ))}
        </div>
      </Section>
      <Section
        alt
        title="Security Contact"
        intro="Found a vulnerability or have a question about our controls? Our security team reads every report within 24 hours."
      >
        <p>
          Write to <a href="mailto:security@frontdeskrm.com">security@frontdeskrm.com</a>. We do not take legal action against good-faith research.
        </p>
        <div className="row-actions">
          <ContactButton
            reason="Technical Support"
            title="Report a security issue"
            intro="Describe what you found and how to reproduce it. Our security team reads every report within 24 hours; please leave guests’ personal data out."
          >
            Report Issue
          </ContactButton>
          <Link className="btn btn-ghost" to="/policies#guidelines">
            Security Docs
          </Link>
        </div>
      </Section>
    </SitePage>
  );
}
