import { Link } from 'react-router';
import { Section, SitePage } from '../page-parts.js';

/** docs/rules.md §10: the route exists, and honestly says what the tool is and how to reach the team; it fakes no function. */
export function ClientAutomationPage() {
  return (
    <SitePage
      title="Client automation manager"
      eyebrow="Tools"
      heading="Client automation manager"
      lead="An internal tool our onboarding team uses to set up automations for client properties: which reviews get draft replies, which rate alerts go to whom, and when."
    >
      <Section>
        <div className="site-card" style={{ maxWidth: '44rem' }}>
          <h2>This tool is run by our team for you</h2>
          <p>
            Automations are configured by your onboarding specialist, not from this page. To add, change or pause an automation for your property, get in touch
            and we will make the change with you, usually within one working day.
          </p>
          <div className="card-foot">
            <Link className="btn btn-primary" to="/company/contact">
              Contact our team
            </Link>
            <a className="btn btn-ghost" href="mailto:support@frontdeskrm.com">
              support@frontdeskrm.com
            </a>
          </div>
        </div>
      </Section>
    </SitePage>
  );
}
