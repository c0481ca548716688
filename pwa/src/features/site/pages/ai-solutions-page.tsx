import { Link } from 'react-router';
import { Headset, KeyRound, Workflow } from 'lucide-react';
import { ReviewReplyIllustration } from '../illustrations.js';
import { Cards, Section, SitePage, StatGrid } from '../page-parts.js';

export function AiSolutionsPage() {
  return (
    <SitePage
      title="AI solutions"
      eyebrow="Products"
      heading="AI solutions for hospitality teams"
      lead="Tools for guest relations, revenue and training that plug into the systems your property already runs, with a person approving every decision."
      heroArt={<ReviewReplyIllustration />}
      heroExtra={
        <div className="row-actions">
          <Link className="btn btn-primary" to="/company/contact">
            Schedule Demo
          </Link>
          <Link className="btn btn-ghost" to="/products/api">
            View Documentation
          </Link>
        </div>
      }
    >
      <Section>
        <StatGrid
          stats={[
            { value: '500+', label: 'Hotels' },
            { value: '+45%', label: 'Guest satisfaction' },
            { value: '<1s', label: 'Response' },
            { value: '3.5x', label: 'ROI' },
          ]}
        />
      </Section>
      <Section alt title="Solutions">
        <div className="empty-grid">
          Solution packages for hotel groups are being prepared. Tell us what your properties need and we will show you what fits today.
        </div>
      </Section>
      <Section id="enterprise-features" title="Enterprise features">
        <Cards
          items={[
            {
              icon: KeyRound,
              title: 'Single sign-on and roles',
              text: 'Sign in with your identity provider; give each property, region and head office exactly the access it needs.',
            },
            {
              icon: Workflow,
              title: 'Property-system integration',
              text: 'Two-way connectors keep rates, inventory and reservations in step with the systems you run.',
            },
            { icon: Headset, title: 'Uptime and support', text: '99.99% uptime commitment, a named success manager and 24/7 incident response.' },
          ]}
        />
      </Section>
      <Section alt>
        <div className="cta-band">
          <div>
            <h2>See it on your own reviews and rates</h2>
            <p>A 30-minute demo with your property’s data, run by someone who has worked a front desk.</p>
          </div>
          <Link className="btn btn-light" to="/company/contact">
            Schedule Demo
          </Link>
        </div>
      </Section>
    </SitePage>
  );
}
