import { Cards, Section, SitePage } from '../page-parts.js';

const POLICIES = [
  {
    title: 'AI Ethics Policy',
    text: 'Models draft and suggest; people decide. We test every release for bias across languages and guest groups, never set prices from personal traits, and disclose AI drafting when a guest asks.',
  },
  {
    title: 'Data Retention Policy',
    text: 'Reviews and replies are kept while your account is active and deleted 90 days after it closes. Logs are kept for 30 days; backups roll off after 35 days.',
  },
  {
    title: 'Acceptable Use Policy',
    text: 'No spam, fake reviews, harassment or attempts to extract other customers’ data. We suspend accounts that use our tools to mislead guests.',
  },
  {
    title: 'International Operations Policy',
    text: 'Data stays in the region a property chooses. Transfers outside it use standard contractual clauses, and we follow local consumer and data-protection laws in every country we serve.',
  },
];

export function PoliciesPage() {
  return (
    <SitePage
      title="Other policies"
      eyebrow="Legal"
      heading="Other policies"
      lead="The rules we hold ourselves and our customers to, beyond the terms of service and the privacy policy."
    >
      <Section title="Policies">
        <Cards wide items={POLICIES} />
      </Section>
      <Section alt id="guidelines" title="Guidelines">
        <Cards
          items={[
            {
              title: 'For hotel staff',
              text: 'Read every AI draft before sending it, and edit anything you would not say at the desk.',
              points: ['Check names and dates', 'Keep the property’s tone', 'Never promise what you cannot give'],
            },
            {
              title: 'For developers',
              text: 'Use the API within its rate limits and keep keys out of client code.',
              points: ['Rotate keys every 90 days', 'Handle 429 answers with backoff', 'Log request ids, not guest data'],
            },
            {
              title: 'For partners',
              text: 'Describe our tools accurately and use the brand as our guidelines show.',
              points: ['No claims we have not published', 'Use official logos only', 'Refer security questions to us'],
            },
            {
              title: 'For researchers',
              text: 'Report vulnerabilities privately and give us 90 days to fix them before publishing.',
              points: ['Write to security@frontdeskrm.com', 'No tests on real guest data', 'Good-faith research is welcome'],
            },
          ]}
        />
      </Section>
    </SitePage>
  );
}
