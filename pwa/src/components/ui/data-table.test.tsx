// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DataTable } from './data-table.js';

afterEach(cleanup);

const rows = [
  { id: 'a', name: 'Priya Nair', team: 'Team 1' },
  { id: 'b', name: 'Arjun Rao', team: 'Team 2' },
];

describe('the host screens’ table', () => {
  it('numbers the rows, names each by its row header, and puts the actions last', () => {
    render(
      <DataTable
        caption="Participants"
        rows={rows}
        rowKey={(r) => r.id}
        columns={[
          { header: 'Name', rowHeader: true, cell: (r) => r.name },
          { header: 'Team', cell: (r) => r.team },
        ]}
        actions={{ header: 'Action', cell: (r) => <button>Promote {r.name}</button> }}
      />,
    );
    const table = screen.getByRole('table', { name: 'Participants' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['#', 'Name', 'Team', 'Action']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('rowheader').textContent).toBe('Priya Nair');
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1', 'Team 1', 'Promote Priya Nair']);
    expect(within(second!).getAllByRole('cell')[0]!.textContent).toBe('2');
  });

  it('has no actions column when a screen gives none', () => {
    render(<DataTable caption="Sessions" rows={rows} rowKey={(r) => r.id} columns={[{ header: 'Name', rowHeader: true, cell: (r) => r.name }]} />);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['#', 'Name']);
  });
});
