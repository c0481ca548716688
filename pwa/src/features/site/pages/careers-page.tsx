import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { ContactButton } from '../contact-button.js';
import { island } from '../../../islands/island.js';
import { ChevronIcon } from '../icons.js';
import { Cards, Section, SitePage, StatGrid } from '../page-parts.js';

/** The open roles of docs/rules.md §19, each with the details View Details shows; `id` is its anchor (/careers#ux-researcher). */
const POSITIONS = [
  {
    id: 'senior-ai-engineer',
    title: 'Senior AI Engineer',
    department: 'Engineering',
    location: 'Bangalore',
    type: 'Full-time',
    experience: '5+ years',
    skills: ['Python', 'PyTorch', 'LLM fine-tuning', 'MLOps'],
    about:
      'You will own the models behind the review response assistant and rate suggestions, from the training data to the service that answers in under a second.',
    duties: [
      'Fine-tune and evaluate language models on anonymised hotel correspondence',
      'Build the pipelines that ship a model safely, with a rollback for every release',
      'Pair with a partner hotel’s front office to see how replies are really used',
    ],
  },
  {
    id: 'product-manager-ai',
    title: 'Product Manager - AI',
    department: 'Product',
    location: 'Remote',
    type: 'Full-time',
    experience: '4+ years',
    skills: ['Product discovery', 'Hospitality workflows', 'Data literacy'],
    about: 'You will decide what our guest-experience tools do next, with revenue managers and front-office teams as your closest colleagues.',
    duties: [
      'Run discovery with hotels, restaurants and apartment operators',
      'Write plain specifications that engineers and hoteliers both understand',
      'Measure what each feature saves staff and retire what does not',
    ],
  },
  {
    id: 'ux-researcher',
    title: 'UX Researcher',
    department: 'Design',
    location: 'Mumbai',
    type: 'Full-time',
    experience: '3+ years',
    skills: ['Field research', 'Usability testing', 'Service design'],
    about: 'You will spend time at front desks, in training rooms and in back offices, and bring what you see back into our tools.',
    duties: [
      'Plan and run field studies in partner properties',
      'Test our tools with staff on tablets, phones and shared desk computers',
      'Turn findings into design principles the whole team uses',
    ],
  },
  {
    id: 'ai-safety-researcher',
    title: 'AI Safety Researcher',
    department: 'Research',
    location: 'Remote',
    type: 'Full-time',
    experience: '4+ years',
    skills: ['Evaluation design', 'Bias testing', 'Red teaming'],
    about: 'You will make sure every model we ship is tested for harmful, biased or made-up replies before a guest could ever read one.',
    duties: [
      'Design evaluations across languages, nationalities and review scores',
      'Red-team new releases with our engineers before they ship',
      'Write the yearly safety report our charter promises',
    ],
  },
] as const;

const PERKS = [
  {
    title: 'Health and wellbeing',
    description: 'Looking after you and the people you live with.',
    perks: ['Health insurance for you, your partner and parents', 'Mental-health support', 'Annual health check-up'],
  },
  {
    title: 'Growth',
    description: 'Time and money to keep learning.',
    perks: ['Yearly learning budget', 'Conference trips', 'A week in a partner hotel to learn the front desk'],
  },
  {
    title: 'Flexibility',
    description: 'Work where and when you do your best work.',
    perks: ['Remote-friendly teams', 'Flexible hours', 'Offices in Indore, Bangalore and Mumbai'],
  },
  {
    title: 'Rewards',
    description: 'A fair share of what we build together.',
    perks: ['Open salary bands', 'Employee stock options', 'Stays at partner hotels'],
  },
] as const;

export function CareersPage() {
  return (
    <SitePage
      title="Careers"
      eyebrow="Company"
      heading="Careers at Front Desk RM"
      lead="Join a team of engineers, researchers and former hoteliers building AI that front offices actually want to use."
    >
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
        <div className="card-grid card-grid-2 jobs">
          {POSITIONS.map((p) => (
            <Job key={p.id} id={p.id} />
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
            <ContactButton
              reason="Career Opportunity"
              className="btn btn-light"
              title="Send your resume"
              intro="Tell us who you are and what you would build, with a link to your resume or portfolio. Our people team answers within a week."
            >
              Send Resume
            </ContactButton>
            <ContactButton
              reason="Career Opportunity"
              className="btn btn-outline-light"
              title="Contact HR"
              intro="Questions about a role, the interview process or working with us? Our people team answers within two working days."
            >
              Contact HR
            </ContactButton>
          </div>
        </div>
      </Section>
    </SitePage>
  );
}

/** One open role: its summary, and View Details to show what the job is and a way to apply. Opens by itself when the address names it (/careers#ux-researcher). */
function OpenRole({ id }: { id: string }) {
  const p = POSITIONS.find((position) => position.id === id)!;
  const { hash } = useLocation();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (hash === `#${p.id}`) setOpen(true);
  }, [hash, p.id]);
  const detailsId = `${p.id}-details`;
  return (
    <article id={p.id} className="site-card job">
      <h3>{p.title}</h3>
      <div className="tag-row">
        <span className="tag">{p.department}</span>
        <span className="tag">{p.location}</span>
        <span className="tag">{p.type}</span>
        <span className="tag">{p.experience}</span>
      </div>
      <p className="small muted">Skills: {p.skills.join(', ')}</p>
      <div id={detailsId} className="job-details" hidden={!open}>
        <p>{p.about}</p>
        <h4>What you will do</h4>
        <ul>
          {p.duties.map((d) => (
            <li key={d}>{d}</li>
          ))}
        </ul>
        <ContactButton
          reason="Career Opportunity"
          title={`Apply: ${p.title}`}
          intro={`Tell us about yourself and why the ${p.title} role fits, with a link to your resume. We answer every application within a week.`}
        >
          Apply for this role
        </ContactButton>
      </div>
      <div className="card-foot">
        <button type="button" className="btn btn-ghost" aria-expanded={open} aria-controls={detailsId} onClick={() => setOpen((o) => !o)}>
          {open ? 'Hide Details' : 'View Details'}
          <ChevronIcon className={open ? 'chevron open' : 'chevron'} />
        </button>
      </div>
    </article>
  );
}

/** Each open role is an island (decision 012): View Details answers once its code has run, a press before it is kept. */
export const Job = island('careers-job', OpenRole, 'visible');
