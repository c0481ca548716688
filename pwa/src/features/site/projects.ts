/** The labs' projects (docs/rules.md §12.6): the index lists them, the graveyard the retired ones; the filter's options are the spec's. */

export const PROJECT_CATEGORIES = ['All Projects', 'AI Foundation', 'Guest Experience', 'Operations', 'Security', 'Integration'] as const;
export type ProjectFilter = (typeof PROJECT_CATEGORIES)[number];
export type ProjectCategory = Exclude<ProjectFilter, 'All Projects'>;

export interface Project {
  name: string;
  category: ProjectCategory;
  status: 'Live' | 'Pilot' | 'Research' | 'Retired';
  year: number;
  summary: string;
  tags: readonly string[];
}

export const PROJECTS: readonly Project[] = [
  {
    name: 'Review Response Assistant',
    category: 'Guest Experience',
    status: 'Live',
    year: 2025,
    summary:
      'Drafts a reply to any guest review in the property’s own voice, in the reviewer’s language, with a summary of what the guest liked and what to fix.',
    tags: ['reviews', 'language', 'replies'],
  },
  {
    name: 'Rate Pulse',
    category: 'Operations',
    status: 'Live',
    year: 2025,
    summary: 'Reads pick-up, competitor rates and local events every night and suggests tomorrow’s room rates with the reason for each change.',
    tags: ['pricing', 'revenue', 'forecast'],
  },
  {
    name: 'Revenue-Loss Calculator',
    category: 'Operations',
    status: 'Live',
    year: 2026,
    summary: 'Estimates what fixed pricing, competitor gaps and unsold cancellations cost a hotel a year, line by line.',
    tags: ['pricing', 'revenue'],
  },
  {
    name: 'Front Desk RM Training Game',
    category: 'Operations',
    status: 'Live',
    year: 2026,
    summary:
      'Teams practise revenue management on a simulated hotel week, accepting or declining group requests against rooms and banquet halls, even offline.',
    tags: ['training', 'revenue', 'offline'],
  },
  {
    name: 'Hospitality Language Model',
    category: 'AI Foundation',
    status: 'Research',
    year: 2026,
    summary: 'A compact model tuned on anonymised hotel correspondence so replies sound like a front office, not a chatbot.',
    tags: ['language', 'model'],
  },
  {
    name: 'Demand Signals',
    category: 'AI Foundation',
    status: 'Pilot',
    year: 2026,
    summary: 'Combines flight searches, event calendars and weather into one demand index per city and night.',
    tags: ['forecast', 'data'],
  },
  {
    name: 'Guest Intent Classifier',
    category: 'AI Foundation',
    status: 'Live',
    year: 2024,
    summary: 'Sorts incoming messages into booking, change, complaint and request, so the right team sees them first.',
    tags: ['messages', 'routing'],
  },
  {
    name: 'Concierge Chat',
    category: 'Guest Experience',
    status: 'Pilot',
    year: 2026,
    summary: 'Answers pre-arrival questions on WhatsApp and the website around the clock and hands over to staff with the full thread.',
    tags: ['messages', 'language'],
  },
  {
    name: 'Housekeeping Planner',
    category: 'Operations',
    status: 'Pilot',
    year: 2025,
    summary: 'Builds the day’s room-cleaning plan from departures, arrivals and staff on shift, and re-plans when a late check-out comes in.',
    tags: ['housekeeping', 'staffing'],
  },
  {
    name: 'PII Redactor',
    category: 'Security',
    status: 'Live',
    year: 2024,
    summary: 'Removes names, phone numbers, card and passport numbers from every text before a model sees it.',
    tags: ['privacy', 'data'],
  },
  {
    name: 'Access Auditor',
    category: 'Security',
    status: 'Live',
    year: 2025,
    summary: 'Flags unusual logins and exports in property systems and sends a weekly access review to the general manager.',
    tags: ['audit', 'access'],
  },
  {
    name: 'PMS Connect',
    category: 'Integration',
    status: 'Live',
    year: 2024,
    summary: 'Two-way connectors for the property-management systems Indian and Gulf hotels use most, with rates, inventory and reservations in sync.',
    tags: ['pms', 'api'],
  },
  {
    name: 'Channel Bridge',
    category: 'Integration',
    status: 'Pilot',
    year: 2026,
    summary: 'Pushes rates and availability to online travel agencies from one place and reconciles what each channel sold.',
    tags: ['distribution', 'api'],
  },
  {
    name: 'Voice Reservations',
    category: 'Guest Experience',
    status: 'Retired',
    year: 2023,
    summary: 'Took phone bookings with speech recognition. Retired: guests preferred a person on the line, and bookings moved to messaging.',
    tags: ['voice'],
  },
  {
    name: 'Minibar Vision',
    category: 'Operations',
    status: 'Retired',
    year: 2023,
    summary: 'Counted minibar items from a photo. Retired: hotels moved to honesty bars and the counts were not worth the camera.',
    tags: ['vision'],
  },
  {
    name: 'Auto Upsell Emails',
    category: 'Guest Experience',
    status: 'Retired',
    year: 2024,
    summary: 'Sent upgrade offers before arrival. Retired: guests read them as spam; offers now come at check-in from staff.',
    tags: ['email', 'upsell'],
  },
  {
    name: 'Sentiment Dashboard v1',
    category: 'AI Foundation',
    status: 'Retired',
    year: 2023,
    summary: 'Scored reviews from 1 to 100. Retired: managers wanted the reasons, not a score; the review assistant now gives them.',
    tags: ['reviews'],
  },
];

/** The projects matching the typed text (name, summary or tag, any case) and the chosen category. */
export function filterProjects(projects: readonly Project[], search: string, category: ProjectFilter): Project[] {
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  return projects.filter((p) => {
    if (category !== 'All Projects' && p.category !== category) return false;
    const haystack = `${p.name} ${p.summary} ${p.tags.join(' ')} ${p.category}`.toLowerCase();
    return words.every((w) => haystack.includes(w));
  });
}
