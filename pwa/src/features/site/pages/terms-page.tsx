import { ContactButton } from '../contact-button.js';
import { plainText, Section, SitePage, TextDownload } from '../page-parts.js';

const SECTIONS = [
  {
    title: 'Acceptance of terms',
    text: 'By creating an account or using our tools you agree to these terms on behalf of yourself and the property you represent. If you do not agree, do not use the service.',
  },
  {
    title: 'Use of the service',
    text: 'You may use our tools to run your property’s guest communication, pricing and training. You may not use them to send spam, impersonate others, or attempt to access another customer’s data.',
  },
  {
    title: 'Your content and data',
    text: 'Reviews, replies, rates and other data you enter remain yours. You give us the licence needed to process them to provide the service, and nothing more.',
  },
  {
    title: 'AI-generated content',
    text: 'Drafts and suggestions are produced by models and may contain mistakes. You are responsible for reviewing them before a guest sees them or a price goes live.',
  },
  {
    title: 'Fees and termination',
    text: 'Paid plans are billed monthly in advance. You may cancel at any time; we stop billing at the end of the period and let you export your data for 30 days.',
  },
  {
    title: 'Liability and governing law',
    text: 'Our liability is limited to the fees you paid in the twelve months before a claim. These terms are governed by the laws of India, with courts in Indore having jurisdiction.',
  },
];

const HEADING = 'Terms of service';
const LEAD = 'The agreement between your property and Front Desk RM. Last updated 1 October 2026.';

export function TermsPage() {
  return (
    <SitePage title="Terms of service" eyebrow="Legal" heading={HEADING} lead={LEAD}>
      <Section>
        <div className="notice">
          <strong>Plain summary.</strong> You own your data, you check what the AI drafts, and you can leave whenever you like.
        </div>
        <div className="notice">
          <strong>Changes.</strong> We tell account owners by e-mail 30 days before any change to these terms takes effect.
        </div>
        <div className="notice">
          <strong>Questions.</strong> Our legal team answers at legal@frontdeskrm.com.
        </div>
      </Section>
      <Section alt>
        <div className="numbered">
          {SECTIONS.map((s) => (
            <article key={s.title}>
              <h2>{s.title}</h2>
              <p>{s.text}</p>
            </article>
          ))}
        </div>
        <div className="row-actions" style={{ marginTop: '1.5rem' }}>
          <ContactButton
            reason="Other"
            title="Contact our legal team"
            intro="Questions about these terms, a contract or a data-processing agreement? Our legal team answers within two working days."
          >
            Contact Legal
          </ContactButton>
          <TextDownload filename="front-desk-rm-terms-of-service.txt" text={plainText(HEADING, LEAD, SECTIONS)}>
            Download Terms
          </TextDownload>
        </div>
      </Section>
    </SitePage>
  );
}
