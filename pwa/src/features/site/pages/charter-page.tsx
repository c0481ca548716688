import { Calculator, Lock, Scale, UserCheck } from 'lucide-react';
import { Cards, Section, SitePage, StatGrid } from '../page-parts.js';

export function CharterPage() {
  return (
    <SitePage
      title="Our charter"
      eyebrow="Company"
      heading="Our charter"
      lead="The promises that decide what we build, what we refuse to build, and how we behave when the two are hard to tell apart."
    >
      <Section>
        <StatGrid
          stats={[
            { value: '100%', label: 'Guest Privacy' },
            { value: 'First', label: 'AI Ethics' },
            { value: 'Always', label: 'Innovation' },
            { value: 'Core', label: 'Human Focus' },
          ]}
        />
      </Section>
      <Section
        alt
        title="Mission"
        intro="To make hospitality work lighter and guests better served, by putting trustworthy AI in the hands of the people who already know their guests."
      >
        <p>
          We measure ourselves by hours given back to front-office, revenue and guest-relations teams, and by the quality of what guests receive: answers that
          are correct, timely and kind.
        </p>
      </Section>
      <Section title="Core principles">
        <Cards
          items={[
            {
              icon: UserCheck,
              title: 'People decide',
              text: 'A model may draft a reply or suggest a rate; a person at the property approves it. We do not build tools that act on guests without a human in the loop.',
            },
            {
              icon: Lock,
              title: 'Privacy by default',
              text: 'We collect the least data a feature needs, redact personal details before any model call, and delete on request.',
            },
            { icon: Calculator, title: 'Explain every number', text: 'Forecasts, prices and estimates come with the reasons and assumptions behind them.' },
            {
              icon: Scale,
              title: 'Fair to every guest',
              text: 'We test replies and prices for bias across languages, nationalities and review scores, and publish what we find.',
            },
          ]}
        />
      </Section>
      <Section alt title="Commitments">
        <Cards
          wide
          items={[
            {
              title: 'We will',
              text: 'Publish a yearly report on safety incidents and how we fixed them, give hotels a switch to turn off any AI feature, and keep a human support line.',
              points: ['Yearly safety report', 'Per-feature off switch', 'Human support'],
            },
            {
              title: 'We will not',
              text: 'Sell guest data, use one hotel’s data to train models for another, or build tools that set prices by a guest’s nationality or device.',
              points: ['No sale of data', 'No cross-customer training', 'No personalised price discrimination'],
            },
          ]}
        />
      </Section>
    </SitePage>
  );
}
