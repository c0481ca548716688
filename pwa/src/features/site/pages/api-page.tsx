import { Link } from 'react-router';
import { Cards, Section, SitePage, StatGrid } from '../page-parts.js';

export function ApiPage() {
  return (
    <SitePage
      title="API"
      eyebrow="Products"
      heading="The Front Desk RM API"
      lead="Bring review replies, demand signals and rate suggestions into your own property system, app or channel manager."
      heroExtra={
        <div className="row-actions">
          <Link className="btn btn-primary" to="/company/contact">
            Get API Key
          </Link>
          <a className="btn btn-ghost" href="#api-features">
            View Documentation
          </a>
        </div>
      }
    >
      <Section>
        <StatGrid
          stats={[
            { value: '1B+/mo', label: 'API calls' },
            { value: '25+', label: 'PoPs' },
            { value: '<50ms', label: 'Latency' },
            { value: '99.99%', label: 'Uptime' },
          ]}
        />
      </Section>
      <Section alt title="Endpoints">
        <div className="empty-grid">
          The public endpoint reference opens to partners first. Ask for a key and we will send the reference for the endpoints your plan includes.
        </div>
      </Section>
      <Section id="api-features" title="Features">
        <Cards
          items={[
            {
              title: 'Built for developers',
              text: 'JSON over HTTPS, predictable errors and idempotent writes.',
              points: ['Every write takes an idempotency key', 'Errors name the field at fault', 'Sandbox with sample hotels'],
            },
            {
              title: 'Secure by default',
              text: 'Scoped keys and redaction before any model call.',
              points: ['Keys scoped per property', 'TLS 1.3 only', 'Personal data redacted'],
            },
            {
              title: 'Fast everywhere',
              text: 'Served from points of presence close to your guests.',
              points: ['25+ PoPs', 'Median under 50 ms', 'Rate limits that say when to retry'],
            },
          ]}
        />
      </Section>
    </SitePage>
  );
}
