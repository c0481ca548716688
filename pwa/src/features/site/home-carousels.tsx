/** The home page's two carousels, each an island with its cards (decision 012): woken as they come near the viewport. */
import { Link } from 'react-router';
import { island } from '../../islands/island.js';
import { Carousel } from './carousel.js';

const INNOVATIONS = [
  {
    title: 'Review Response Assistant',
    text: 'A reply to any review in the guest’s language, with what they liked and what to fix.',
    to: '/tools/review-response-assistant',
    cta: 'Try the assistant',
  },
  {
    title: 'Revenue-Loss Calculator',
    text: 'What fixed pricing and competitor gaps cost you a year, line by line.',
    to: '#calculator',
    cta: 'Estimate your loss',
  },
  {
    title: 'Training Game',
    text: 'Your team runs a simulated hotel week and learns to price groups and weddings, even offline.',
    to: '/game/revenue-management/login',
    cta: 'Join a game',
  },
  {
    title: 'Demand Signals',
    text: 'One demand index per city and night from flight searches, events and weather.',
    to: '/labs/projects',
    cta: 'Read the update',
  },
  { title: 'PII Redactor', text: 'Names, phones and card numbers removed before any model sees a guest’s words.', to: '/security', cta: 'How we protect data' },
];

const DEV_TOOLS = [
  { title: 'Reviews API', text: 'Send a review, get a reply draft, a summary and actionable insights as JSON.' },
  { title: 'Rates API', text: 'Nightly rate suggestions with the demand and competitor signals behind them.' },
  { title: 'Webhooks', text: 'Hear about new reviews, pick-up spikes and finished reports the moment they happen.' },
  { title: 'PMS connectors', text: 'Ready-made two-way sync with the property systems hotels in India and the Gulf run.' },
  { title: 'Sandbox hotels', text: 'Three sample properties with a year of data to build and test against.' },
  { title: 'Client libraries', text: 'TypeScript and Python libraries with retries and idempotency built in.' },
];

function Innovations() {
  return (
    <Carousel label="Innovations">
      {INNOVATIONS.map((item) => (
        <article key={item.title} className="site-card">
          <h3>{item.title}</h3>
          <p>{item.text}</p>
          <div className="card-foot">{item.to.startsWith('#') ? <a href={item.to}>{item.cta}</a> : <Link to={item.to}>{item.cta}</Link>}</div>
        </article>
      ))}
    </Carousel>
  );
}

function DeveloperPlatform() {
  return (
    <Carousel label="Developer platform" step={424} className="carousel-dev">
      {DEV_TOOLS.map((t) => (
        <article key={t.title} className="site-card">
          <h3>{t.title}</h3>
          <p>{t.text}</p>
          <div className="card-foot">
            <Link to="/products/api">API overview</Link>
          </div>
        </article>
      ))}
    </Carousel>
  );
}

export const InnovationsCarousel = island('home-innovations', Innovations, 'visible');
export const DeveloperPlatformCarousel = island('home-developer-platform', DeveloperPlatform, 'visible');
