import { ContactButton } from '../contact-button.js';
import { plainText, Section, SitePage, StatGrid, TextDownload } from '../page-parts.js';

const SECTIONS = [
  {
    title: 'What we collect',
    text: 'Account details of hotel staff, the texts and figures you enter (reviews, replies, rates), and basic usage logs. We do not collect guests’ payment details.',
  },
  {
    title: 'How we use it',
    text: 'Only to provide and improve the features you use. We never use one customer’s data to train models offered to another customer.',
  },
  {
    title: 'Redaction and AI processing',
    text: 'Personal details are removed from texts before any model call. Model providers we use are contractually barred from keeping or training on your data.',
  },
  { title: 'Where it is stored', text: 'In the region your property chooses (India or the EU), encrypted at rest with AES-256 and in transit with TLS 1.3.' },
  { title: 'Your rights', text: 'You and your guests may ask to see, correct, export or delete personal data. We complete deletion requests within 30 days.' },
  {
    title: 'Contact and complaints',
    text: 'Our privacy team answers at privacy@frontdeskrm.com. You may also complain to your local data-protection authority.',
  },
];

const HEADING = 'Privacy policy';
const LEAD = 'How Front Desk RM collects, uses and protects the data of hotel staff and their guests. Last updated 1 October 2026.';

export function PrivacyPage() {
  return (
    <SitePage title="Privacy policy" eyebrow="Legal" heading={HEADING} lead={LEAD}>
      <Section>
        <StatGrid
          stats={[
            { value: '256-bit', label: 'Encryption' },
            { value: 'GDPR', label: 'Compliant' },
            { value: '24/7', label: 'Monitoring' },
          ]}
        />
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
            title="Contact our privacy team"
            intro="Ask to see, correct, export or delete personal data, or ask how we handle it. Our privacy team answers within two working days."
          >
            Contact Privacy Team
          </ContactButton>
          <TextDownload filename="front-desk-rm-privacy-policy.txt" text={plainText(HEADING, LEAD, SECTIONS)}>
            Download Policy
          </TextDownload>
        </div>
      </Section>
    </SitePage>
  );
}
