import { Cards, InertButton, Section, SitePage, StatGrid } from '../page-parts.js';

/** The open roles of spec/site.md §9. */
const POSITIONS = [
  { title: 'Senior AI Engineer', department: 'Engineering', location: 'Bangalore', type: 'Full-time', experience: '5+ years', skills: ['Python', 'PyTorch', 'LLM fine-tuning', 'MLOps'] },
  { title: 'Product Manager - AI', department: 'Product', location: 'Remote', type: 'Full-time', experience: '4+ years', skills: ['Product discovery', 'Hospitality workflows', 'Data literacy'] },
  { title: 'UX Researcher', department: 'Design', location: 'Mumbai', type: 'Full-time', experience: '3+ years', skills: ['Field research', 'Usability testing', 'Service design'] },
  { title: 'AI Safety Researcher', department: 'Research', location: 'Remote', type: 'Full-time', experience: '4+ years', skills: ['Evaluation design', 'Bias testing', 'Red teaming'] },
] as const;

const PERKS = [
  { title: 'Health and wellbeing', description: 'Looking after you and the people you live with.', perks: ['Health insurance for you, your partner and parents', 'Mental-health support', 'Annual health check-up'] },
  { title: 'Growth', description: 'Time and money to keep learning.', perks: ['Yearly learning budget', 'Conference trips', 'A week in a partner hotel to learn the front desk'] },
  { title: 'Flexibility', description: 'Work where and when you do your best work.', perks: ['Remote-friendly teams', 'Flexible hours', 'Offices in Indore, Bangalore and Mumbai'] },
  { title: 'Rewards', description: 'A fair share of what we build together.', perks: ['Open salary bands', 'Employee stock options', 'Stays at partner hotels'] },
] as const;

export function CareersPage() {
  return (
    <SitePage title="Careers" eyebrow="Company" heading="Careers at Front Desk RM" lead="Join a team of engineers, researchers and former hoteliers building AI that front offices actually want to use.">
      <Section>
        <StatGrid
          stats={[
            { value: '100+', label: 'Team members' },
            { value: '10+', label: 'Countries' },
            { value: '15+', label: 'AI projects' },
            { value: '40%', label: 'Growth' },
          ]}
        />
      </Section>
      <Section alt title="Open positions">
        <div className="card-grid card-grid-2">
          {POSITIONS.map((p) => (
            <article key={p.title} className="site-card">
              <h3>{p.title}</h3>
              <div className="tag-row">
                <span className="tag">{p.department}</span>
                <span className="tag">{p.location}</span>
                <span className="tag">{p.type}</span>
                <span className="tag">{p.experience}</span>
              </div>
              <p className="small muted">Skills: {p.skills.join(', ')}</p>
              <div className="card-foot">
                <InertButton>View Details</InertButton>
              </div>
            </article>
          ))}
        </div>
      </Section>
      <Section title="Perks and benefits">
        <Cards items={PERKS.map((p) => ({ title: p.title, text: p.description, points: p.perks }))} />
      </Section>
      <Section>
        <div className="cta-band">
          <div>
            <h2>Don’t see your role?</h2>
            <p>We are always glad to hear from people who know hotels or AI, or both. Send us your resume and tell us what you would build.</p>
          </div>
          <div className="row-actions">
            <InertButton variant="light">Send Resume</InertButton>
            <InertButton variant="outline-light">Contact HR</InertButton>
          </div>
        </div>
      </Section>
    </SitePage>
  );
}
