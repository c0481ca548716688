import { Link } from 'react-router';
import { Calculator, ShieldCheck, Users, WifiOff } from 'lucide-react';
import { APP_BUILD } from '../../../app/app-build.js';
import { Cards, Section, SitePage, StatGrid } from '../page-parts.js';

export function AboutPage() {
  return (
    <SitePage
      title="About us"
      eyebrow="Company"
      heading="We build AI for the people who run hotels"
      lead="Front Desk RM started in Indore in 2022, when a revenue manager and two engineers asked why answering reviews and setting tomorrow’s rates still took a whole afternoon. Today our tools help hotels, restaurants and serviced apartments across India and the Gulf."
      heroExtra={
        <Link className="btn btn-primary" to="/company/contact">
          Talk to our team
        </Link>
      }
    >
      <Section
        title="Our mission"
        intro="Give every property, from a 12-room heritage haveli to a 600-room convention hotel, the tools that only large chains could afford: fast guest answers, sound pricing and a trained team."
      >
        <StatGrid
          stats={[
            { value: '500+', label: 'Hotels' },
            { value: '15+', label: 'Languages' },
            { value: '-70%', label: 'Response time' },
            { value: '100%', label: 'Data protected' },
          ]}
        />
      </Section>
      <Section alt title="Our values">
        <Cards
          items={[
            {
              icon: Users,
              title: 'Staff first',
              text: 'Our tools draft, suggest and explain. A person at the property always decides what a guest reads and what a room costs.',
            },
            {
              icon: ShieldCheck,
              title: 'Guests’ trust',
              text: 'Guest data is redacted before any model sees it, stays in the region the property chose, and is never used to train models for anyone else.',
            },
            {
              icon: Calculator,
              title: 'Plain numbers',
              text: 'Every estimate shows its arithmetic. If we cannot explain a figure to a night auditor, we do not show it.',
            },
            {
              icon: WifiOff,
              title: 'Works on a bad day',
              text: 'Training rooms lose Wi-Fi and front desks get busy. Our software keeps working offline and catches up on its own.',
            },
          ]}
        />
      </Section>
      <Section title="Our commitments">
        <Cards
          wide
          items={[
            {
              title: 'To hotels',
              text: 'Month-to-month plans, exports of all your data at any time, and a named support contact who has worked in a hotel.',
              points: ['No lock-in contracts', 'Data export in open formats', 'Support in English and Hindi'],
            },
            {
              title: 'To guests',
              text: 'Replies that sound like the property, never pretending a person wrote what a model drafted when a guest asks.',
              points: ['Clear disclosure on request', 'No profiling for advertising', 'Deletion within 30 days of a request'],
            },
            {
              title: 'To our team',
              text: 'Fair pay, time to learn, and a say in which projects we retire.',
              points: ['Learning budget for everyone', 'Remote-friendly', 'Open salary bands'],
            },
          ]}
        />
      </Section>
      <Section>
        <div className="cta-band">
          <div>
            <h2>Questions about working with us?</h2>
            <p>Sales, support and press each have a direct line. We answer within one working day.</p>
          </div>
          <Link className="btn btn-light" to="/company/contact">
            Contact us
          </Link>
        </div>
        <p className="muted small app-build">
          You are using Front Desk RM build <code>{APP_BUILD}</code>.
        </p>
      </Section>
    </SitePage>
  );
}
