import { ContactButton } from '../contact-button.js';
import { Cards, Section, SitePage } from '../page-parts.js';

/** docs/rules.md §19. */
const COLOURS = [
  { name: 'Primary purple', hex: '#8B5CF6', usage: 'Buttons, links and highlights: the colour people remember us by.' },
  { name: 'Secondary pink', hex: '#EC4899', usage: 'Accents and gradients next to purple; never for body text.' },
  { name: 'Black', hex: '#000000', usage: 'Headlines, body text and the footer.' },
  { name: 'White', hex: '#FFFFFF', usage: 'Backgrounds and text on purple or black.' },
] as const;

const DOWNLOADS = [
  { title: 'Logo package', description: 'The mark and wordmark in colour, black and white, for screen and print.', format: 'ZIP', size: '12MB' },
  { title: 'Brand guidelines', description: 'The full guide: logo use, colour, type, tone of voice and examples.', format: 'PDF', size: '8MB' },
  { title: 'Design assets', description: 'Components, icons and slide templates for designers and partners.', format: 'Figma', size: '15MB' },
] as const;

export function BrandPage() {
  return (
    <SitePage
      title="Brand guidelines"
      eyebrow="Legal"
      heading="Brand guidelines"
      lead="How to use the Front Desk RM name, logo, colours and type when you write about us or build with us."
    >
      <Section title="Guidelines">
        <Cards
          items={[
            { title: 'Logo', text: 'Keep clear space equal to the height of the mark on every side. Do not stretch, recolour or add effects.' },
            { title: 'Colour', text: 'Purple leads; pink accents. Keep text at WCAG AA contrast: white on purple only at large sizes.' },
            { title: 'Typography', text: 'Inter for everything, from headlines to tables; the system font stack where Inter is not available.' },
            { title: 'Voice', text: 'Warm, plain and specific, like a good front-office manager: say what happens, not how clever it is.' },
          ]}
        />
      </Section>
      <Section alt title="Colours">
        <div className="card-grid">
          {COLOURS.map((c) => (
            <article key={c.hex} className="site-card">
              <div className="brand-swatch" style={{ background: c.hex }} aria-hidden="true" />
              <h3>{c.name}</h3>
              <p>
                <code>{c.hex}</code>
              </p>
              <p className="small">{c.usage}</p>
            </article>
          ))}
        </div>
      </Section>
      <Section title="Typeface">
        <div className="site-card">
          <p style={{ fontFamily: 'Inter, system-ui, sans-serif', fontSize: '2.5rem', fontWeight: 800, margin: 0 }}>Inter</p>
          <p>Regular, Semibold and Extra Bold. Aa Bb Cc 0123456789 ₹ € £</p>
        </div>
      </Section>
      <Section alt title="Downloads">
        <div className="card-grid">
          {DOWNLOADS.map((d) => (
            <article key={d.title} className="site-card">
              <h3>{d.title}</h3>
              <p>{d.description}</p>
              <div className="card-foot">
                <span className="tag">
                  {d.format} · {d.size}
                </span>
                <ContactButton
                  reason="Media Inquiry"
                  className="btn btn-ghost"
                  label={`Request the ${d.title.toLowerCase()}`}
                  title={`Request the ${d.title.toLowerCase()}`}
                  intro={`We send the ${d.title.toLowerCase()} (${d.format}, ${d.size}) to press and partners by e-mail, usually within one working day. Tell us where you will use it.`}
                >
                  Request
                </ContactButton>
              </div>
            </article>
          ))}
        </div>
      </Section>
    </SitePage>
  );
}
