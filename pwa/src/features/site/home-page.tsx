/** The home page (docs/rules.md §12.5), its sections in the spec's order. The calculator's code loads as the page settles. */
import { Link } from 'react-router';
import { useDocumentTitle } from '../../components/ui/use-document-title.js';
import { Building2, Hotel, UtensilsCrossed } from 'lucide-react';
import { RevenueLossCalculator } from './calculator/revenue-loss-calculator.js';
import { DeveloperPlatformCarousel, InnovationsCarousel } from './home-carousels.js';
import { ContactButton } from './contact-button.js';
import { ContactDialogButton } from './contact/contact-dialog.js';
import { ArrowIcon } from './icons.js';
import { LeaderboardIllustration, ReviewReplyIllustration, WeekGridIllustration } from './illustrations.js';
import { Cards, CheckList, Section, StatGrid, useScrollToHash } from './page-parts.js';
import './site.css';

const STORIES = [
  {
    title: 'Heritage haveli, Udaipur · 18 rooms',
    text: 'Answers every review within a day now, in English, Hindi and French, and lifted its rating from 4.3 to 4.6 in five months.',
  },
  { title: 'Business hotel, Pune · 140 rooms', text: 'Moved from two rates a season to daily pricing and added 11% to room revenue in the first quarter.' },
  { title: 'Serviced apartments, Dubai · 62 units', text: 'Cut the time guest relations spends on reviews from 9 hours a week to under 3.' },
];

const NEWS = [
  { date: '12 November 2026', title: 'Front Desk RM passes 500 hotels', text: 'Properties in eight countries now use at least one of our tools every day.' },
  {
    date: '28 October 2026',
    title: 'The training game goes offline-first',
    text: 'Training rooms with poor Wi-Fi no longer stop a session: decisions sync when the network returns.',
  },
  {
    date: '3 September 2026',
    title: 'Hospitality AI meet-up in Indore',
    text: 'Eighty revenue managers and engineers spent a day on pricing, reviews and what AI should not do.',
  },
];

const ARTICLES = [
  {
    title: 'Five replies every negative review deserves',
    text: 'Apologise once, be specific, say what changed, invite them back, sign with a name.',
    minutes: 6,
  },
  {
    title: 'Why a 15% pricing uplift is realistic',
    text: 'Where static rates leave money on the table, and how to capture it without upsetting regulars.',
    minutes: 8,
  },
  { title: 'Training a revenue team with a game', text: 'What changes when staff feel the trade-off between a wedding block and walk-in guests.', minutes: 5 },
];

const TESTIMONIALS = [
  {
    quote: 'Our front office used to dread Monday reviews. Now the drafts are waiting, and we only add the personal touch.',
    by: 'Ritika Sharma',
    role: 'Front Office Manager, Indore',
  },
  {
    quote: 'The calculator showed us we were losing more to cancellations than to competitors. We changed our policy that week.',
    by: 'Mohammed Al Mansoori',
    role: 'Revenue Manager, Dubai',
  },
  {
    quote: 'Our trainees argued about a wedding block for ten minutes. That is exactly the conversation I want them to have.',
    by: 'Anand Iyer',
    role: 'Training Head, Bengaluru',
  },
];

export function HomePage() {
  useDocumentTitle(
    'AI for hotels, restaurants and apartments',
    'Front Desk RM gives hotels, restaurants and serviced apartments AI tools that draft review replies, estimate lost revenue and train staff in revenue management.',
  );
  useScrollToHash();
  return (
    <main className="site-main" id="main">
      <div className="home-banner" role="note">
        <div className="container">
          <span>New: review replies in 15+ languages.</span>
          <Link className="link-standalone" to="/tools/review-response-assistant">
            Try the Review Response Assistant
          </Link>
        </div>
      </div>

      <section className="home-hero">
        <div className="container hero-grid">
          <div className="hero-text">
            <p className="eyebrow">AI for hospitality</p>
            <h1>
              Answer every guest, price every night, <span className="gradient-text">train every team.</span>
            </h1>
            <p className="lead">
              Front Desk RM gives hotels, restaurants and serviced apartments AI tools that draft review replies, estimate lost revenue and train staff in
              revenue management, with a person approving every decision.
            </p>
            <div className="row-actions">
              <Link className="btn btn-primary btn-lg" to="/tools/review-response-assistant">
                Try the Review Response Assistant <ArrowIcon />
              </Link>
              <a className="btn btn-ghost btn-lg" href="#calculator">
                Estimate your revenue loss
              </a>
            </div>
          </div>
          <div className="hero-art">
            <WeekGridIllustration />
          </div>
          <div className="claim-grid">
            <StatGrid
              stats={[
                { value: '-70%', label: 'Response time' },
                { value: '15+', label: 'Languages' },
                { value: '500+', label: 'Hotels' },
                { value: '100%', label: 'Data protected' },
              ]}
            />
          </div>
        </div>
      </section>

      <Section
        id="calculator"
        alt
        title="Revenue loss calculator"
        intro="How much revenue does your current pricing leave on the table? Four short steps; nothing you type leaves this page."
      >
        <RevenueLossCalculator />
      </Section>

      <Section title="Innovations" intro="What our labs have put into hotels’ hands.">
        <InnovationsCarousel />
        <div className="showcase">
          <figure>
            <ReviewReplyIllustration />
            <figcaption>
              <Link to="/tools/review-response-assistant">Review Response Assistant</Link>: the guest’s review, what they liked and what to fix, and a reply
              ready to copy.
            </figcaption>
          </figure>
          <figure>
            <LeaderboardIllustration />
            <figcaption>
              <Link to="/game/revenue-management/login">Training game</Link>: teams ranked by the week’s revenue as they accept and decline bookings.
            </figcaption>
          </figure>
        </div>
      </Section>

      <Section alt title="For every kind of property" intro="One set of tools, shaped to how each business runs.">
        <Cards
          items={[
            {
              icon: Hotel,
              title: 'Hotels',
              text: 'Review replies, nightly rate suggestions and team training for properties of any size.',
              points: ['Reply drafts in 15+ languages', 'Revenue-loss estimate', 'Training game for the team'],
            },
            {
              icon: UtensilsCrossed,
              title: 'Restaurants',
              text: 'Replies to diners’ reviews that mention the dish and the server, in your voice.',
              points: ['Menu-aware replies', 'Weekly feedback summary', 'Multi-outlet dashboard'],
            },
            {
              icon: Building2,
              title: 'Apartments',
              text: 'Guest answers and pricing for serviced apartments and long stays.',
              points: ['Long-stay pricing', 'Pre-arrival answers', 'Owner reports'],
            },
          ]}
        />
        <div className="cta-band" style={{ marginTop: '2rem' }}>
          <div>
            <h2>Premium plan</h2>
            <p>Priority support, custom reply styles per property and API access for hotel groups.</p>
          </div>
          <div className="row-actions">
            <Link className="btn btn-light" to="/products/ai-solutions#enterprise-features">
              Explore Premium Features
            </Link>
            <ContactButton
              reason="Sales Inquiry"
              className="btn btn-outline-light"
              title="Ask about the Premium plan"
              intro="Tell us about your properties and we will show you what Premium adds for them, with prices. Our sales team answers within one working day."
            >
              Learn More
            </ContactButton>
          </div>
        </div>
      </Section>

      <Section title="Developer platform" intro="Build our AI into your own property system, app or channel manager.">
        <DeveloperPlatformCarousel />
      </Section>

      <Section alt title="Success stories">
        <Cards items={STORIES} />
      </Section>

      <Section title="News">
        <div className="card-grid">
          {NEWS.map((n) => (
            <article key={n.title} className="site-card">
              <p className="news-date">{n.date}</p>
              <h3>{n.title}</h3>
              <p>{n.text}</p>
            </article>
          ))}
        </div>
      </Section>

      <Section alt title="Articles">
        <div className="card-grid">
          {ARTICLES.map((a) => (
            <article key={a.title} className="site-card">
              <h3>{a.title}</h3>
              <p>{a.text}</p>
              <p className="muted small">{a.minutes} min read</p>
            </article>
          ))}
        </div>
      </Section>

      <Section title="Talk to us">
        <div className="cta-band">
          <div>
            <h2>Have a question about your property?</h2>
            <p>Sales, partnerships, support, press or careers: tell us what you need and the right person answers within one working day.</p>
          </div>
          <ContactDialogButton label="Contact us" className="btn btn-light btn-lg" />
        </div>
      </Section>

      <Section alt title="What our clients say">
        <div className="card-grid">
          {TESTIMONIALS.map((t) => (
            <figure key={t.by} className="site-card" style={{ margin: 0 }}>
              <blockquote className="quote" style={{ margin: 0 }}>
                “{t.quote}”
              </blockquote>
              <figcaption>
                <span className="quote-by">{t.by}</span>
                <br />
                <span className="muted small">{t.role}</span>
              </figcaption>
            </figure>
          ))}
        </div>
        <div style={{ marginTop: '1.5rem' }}>
          <CheckList items={['Month-to-month plans', 'Your data exported at any time', 'Support from people who have worked in hotels']} />
        </div>
      </Section>
    </main>
  );
}
