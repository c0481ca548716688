import { describe, expect, it } from 'vitest';
import { filterProjects, PROJECTS, type Project } from './projects.js';

const sample: Project[] = [
  { name: 'Rate Pulse', category: 'Operations', status: 'Live', year: 2025, summary: 'Suggests room rates.', tags: ['pricing'] },
  { name: 'PII Redactor', category: 'Security', status: 'Live', year: 2024, summary: 'Removes card numbers.', tags: ['privacy'] },
  { name: 'Concierge Chat', category: 'Guest Experience', status: 'Pilot', year: 2026, summary: 'Answers questions on WhatsApp.', tags: ['messages'] },
];

describe('filterProjects', () => {
  it('lists every project for All Projects and no text', () => {
    expect(filterProjects(sample, '', 'All Projects')).toHaveLength(3);
  });

  it('keeps only the chosen category', () => {
    expect(filterProjects(sample, '', 'Security').map((p) => p.name)).toEqual(['PII Redactor']);
  });

  it('matches names, summaries and tags in any case, every word', () => {
    expect(filterProjects(sample, 'whatsapp', 'All Projects').map((p) => p.name)).toEqual(['Concierge Chat']);
    expect(filterProjects(sample, 'PRICING rate', 'All Projects').map((p) => p.name)).toEqual(['Rate Pulse']);
    expect(filterProjects(sample, 'pricing privacy', 'All Projects')).toEqual([]);
  });

  it('combines the text with the category', () => {
    expect(filterProjects(sample, 'rates', 'Security')).toEqual([]);
  });

  it('gives every category of the filter at least one project to show', () => {
    for (const c of ['AI Foundation', 'Guest Experience', 'Operations', 'Security', 'Integration'] as const)
      expect(filterProjects(PROJECTS, '', c).length).toBeGreaterThan(0);
  });
});
