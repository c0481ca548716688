// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyWizardForm, type WizardForm } from '@front-desk-rm/engine/forms';
import { BanquetStep, BasicStep, RatesStep } from './session-wizard-page.js';

afterEach(cleanup);

/** A step inside the wizard's form, as on the page: Enter in a field would submit it (go to the next step). */
function Step({ which, onSubmit }: { which: 'rates' | 'halls'; onSubmit: () => void }) {
  const [form, setForm] = useState<WizardForm>({ ...emptyWizardForm(), rates: {}, banquetEnabled: true, banquet: [] });
  const update = (patch: Partial<WizardForm>) => setForm((f) => ({ ...f, ...patch }));
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {which === 'rates' ? <RatesStep form={form} update={update} /> : <BanquetStep form={form} update={update} />}
      <button type="submit">Next</button>
    </form>
  );
}

describe('the wizard’s rate and hall rows', () => {
  it('adds the rate typed when Enter is pressed in its field, keeps the step, and is ready for the next rate', async () => {
    const next = vi.fn();
    render(<Step which="rates" onSubmit={next} />);
    await userEvent.type(screen.getByLabelText('Rate type'), 'Deluxe');
    await userEvent.type(screen.getByLabelText('Rate per night (₹)'), '4500{Enter}');
    expect(next).not.toHaveBeenCalled();
    expect(screen.getByRole('list', { name: 'Rates added' }).textContent).toContain('deluxe');
    expect(screen.getByRole('list', { name: 'Rates added' }).textContent).toContain('4,500');
    expect(document.activeElement).toBe(screen.getByLabelText('Rate type'));
  });

  it('keeps a half-typed rate when Enter is pressed, rather than going on without it', async () => {
    const next = vi.fn();
    render(<Step which="rates" onSubmit={next} />);
    await userEvent.type(screen.getByLabelText('Rate type'), 'suite{Enter}');
    expect(next).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Rate type')).toHaveProperty('value', 'suite');
  });

  it('adds a hall on Enter, and Remove hands focus to the next row', async () => {
    const next = vi.fn();
    render(<Step which="halls" onSubmit={next} />);
    await userEvent.type(screen.getByLabelText('Banquet hall'), 'Grand Ballroom');
    await userEvent.type(screen.getByLabelText('Rate per day (₹)'), '25000{Enter}');
    await userEvent.type(screen.getByLabelText('Banquet hall'), 'Terrace');
    await userEvent.type(screen.getByLabelText('Rate per day (₹)'), '8000{Enter}');
    expect(next).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Grand Ballroom' }));
    await new Promise((r) => requestAnimationFrame(r));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove Terrace' }));
  });
});

describe('the wizard’s first step', () => {
  function Basic() {
    const [form, setForm] = useState<WizardForm>(emptyWizardForm());
    return (
      <>
        <BasicStep form={form} update={(patch) => setForm((f) => ({ ...f, ...patch }))} />
        <output data-testid="form">{JSON.stringify({ decisionSeconds: form.decisionSeconds, pace: form.pace })}</output>
      </>
    );
  }

  it('asks for the decision time and the pace, each with what it means for the room', async () => {
    render(<Basic />);
    const seconds = screen.getByLabelText('Decision time (seconds)');
    expect(seconds).toHaveProperty('value', '60');
    expect(document.getElementById(seconds.getAttribute('aria-describedby')!)?.textContent).toBe(
      'How long a team has to accept or decline each request before it is declined for them: 30 to 180 seconds.',
    );
    const inStep = screen.getByRole('radio', { name: /Room in step/ });
    expect(screen.getByRole('radio', { name: /Own pace/ })).toHaveProperty('checked', true);
    expect(document.getElementById(inStep.getAttribute('aria-describedby')!)?.textContent).toBe('Every team sees the same request until you move the room on.');
    await userEvent.clear(seconds);
    await userEvent.type(seconds, '90');
    await userEvent.click(inStep);
    expect(screen.getByTestId('form').textContent).toBe('{"decisionSeconds":"90","pace":"inStep"}');
  });
});
