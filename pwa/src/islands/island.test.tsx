// @vitest-environment jsdom
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ISLAND_NAMES, PREPARED_ISLAND_MODULES } from './island-names.js';
import { ISLANDS } from './island-registry.js';
import { renderIslandsWith } from './island.js';
import { hydrateIsland } from './hydrate-island.js';
import { ProjectIndex } from '../features/site/pages/project-index-page.js';
import { Job } from '../features/site/pages/careers-page.js';

// React's act() in a plain test environment.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** What the build writes for a page: the tree rendered with islands on, at `path`. */
function prerender(node: React.ReactNode, path = '/'): string {
  renderIslandsWith((island, identifierPrefix) => renderToString(island, { identifierPrefix }));
  try {
    return renderToString(<MemoryRouter initialEntries={[path]}>{node}</MemoryRouter>);
  } finally {
    renderIslandsWith(null);
  }
}

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('an island on a prerendered page', () => {
  it('is written with its name, wake, props and id prefix, its HTML rendered in a root of its own', () => {
    const html = prerender(<Job id="ux-researcher" />, '/careers');
    const host = document.createElement('div');
    host.innerHTML = html;
    const island = host.querySelector<HTMLElement>('[data-island]')!;
    expect(island.dataset).toMatchObject({ island: 'careers-job', wake: 'visible', props: '{"id":"ux-researcher"}' });
    expect(island.dataset.prefix).toMatch(/^careers-job-/);
    expect(island.querySelector('h3')?.textContent).toBeTruthy();
    // The contact button inside a role is part of the role's island, not one of its own.
    expect(island.querySelectorAll('[data-island]')).toHaveLength(0);
    expect(island.querySelector('button[aria-haspopup="dialog"]')).not.toBeNull();
  });

  it('is adopted by React without a mismatch, and then answers', async () => {
    const errors = vi.spyOn(console, 'error');
    document.body.innerHTML = prerender(<ProjectIndex />, '/labs/index');
    const island = document.querySelector<HTMLElement>('[data-island="project-index"]')!;
    const before = island.innerHTML;
    await act(() => hydrateIsland(island));
    await vi.waitFor(() => expect(island.dataset.hydrated).toBe(''), { timeout: 10_000 });
    expect(island.innerHTML).toBe(before);
    const search = island.querySelector<HTMLInputElement>('#project-search')!;
    await act(async () => {
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      setValue.call(search, 'zzzz-no-such-project');
      search.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(island.textContent).toContain('No project matches');
    expect(errors).not.toHaveBeenCalled();
  });

  it('renders in place, live, where the app renders the page itself', () => {
    const html = renderToString(
      <MemoryRouter>
        <ProjectIndex />
      </MemoryRouter>,
    );
    expect(html).not.toContain('data-island');
    expect(html).toContain('project-search');
  });
});

describe('the registry', () => {
  it('loads, for every island name, the component that island adopts', async () => {
    for (const name of ISLAND_NAMES) {
      const Component = await ISLANDS[name]();
      expect(typeof Component, name).toBe('function');
    }
  });

  it('names, for every prepared island, the module the registry loads it from', async () => {
    for (const [name, modules] of Object.entries(PREPARED_ISLAND_MODULES)) {
      const module = (await import(/* @vite-ignore */ `../${modules![0]!.replace(/^src\//, '')}`)) as Record<
        string,
        { island?: { name: string; Component: unknown } }
      >;
      const exported = Object.values(module).find((v) => v?.island?.name === name);
      expect(exported, name).toBeDefined();
      expect(await ISLANDS[name as keyof typeof ISLANDS](), name).toBe(exported!.island!.Component);
    }
  });
});
