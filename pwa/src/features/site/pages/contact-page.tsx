import { ContactPageForm } from '../contact/contact-form.js';
import { Section, SitePage } from '../page-parts.js';

const OFFICE_ADDRESS = 'Front Desk RM Technologies, Shekhar Central, Manorama Ganj, AB Road, Indore, Madhya Pradesh 452001, India';

const METHODS = [
  { title: 'Sales', description: 'Plans, demos and pricing for your properties.', email: 'sales@frontdeskrm.com', phone: '+91 731 400 2100' },
  { title: 'Support', description: 'Help with an account, an integration or a tool.', email: 'support@frontdeskrm.com', phone: '+91 731 400 2200' },
  { title: 'Press', description: 'Interviews, stories and media resources.', email: 'press@frontdeskrm.com', phone: '+91 731 400 2300' },
] as const;

export function ContactPage() {
  return (
    <SitePage
      title="Contact us"
      eyebrow="Company"
      heading="Contact us"
      lead="Questions about our tools, a partnership or a story? Reach the right team directly, or send us a message below."
    >
      <Section>
        <div className="card-grid">
          {METHODS.map((m) => (
            <article key={m.title} className="site-card method">
              <h2 style={{ fontSize: '1.2rem', margin: 0 }}>{m.title}</h2>
              <p>{m.description}</p>
              <a href={`mailto:${m.email}`}>{m.email}</a>
              <a href={`tel:${m.phone.replace(/\s+/g, '')}`}>{m.phone}</a>
            </article>
          ))}
        </div>
      </Section>
      <Section alt>
        <div className="two-col">
          <div className="site-card">
            <h2>Send us a message</h2>
            <ContactPageForm source="page" />
          </div>
          <article className="site-card">
            <p className="eyebrow">Our office</p>
            <h2>Indore, India</h2>
            <address style={{ fontStyle: 'normal' }}>
              Front Desk RM Technologies Pvt. Ltd.
              <br />
              4th Floor, Shekhar Central, Manorama Ganj, AB Road
              <br />
              Indore, Madhya Pradesh 452001, India
            </address>
            <p className="muted small">Monday to Saturday, 9:30 to 18:30 IST</p>
            <div className="card-foot">
              <a
                className="btn btn-ghost"
                href={`https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(OFFICE_ADDRESS)}`}
                target="_blank"
                rel="noopener noreferrer"
              >
                Get Directions <span className="sr-only">(opens Google Maps in a new tab)</span>
              </a>
            </div>
          </article>
        </div>
      </Section>
    </SitePage>
  );
}
