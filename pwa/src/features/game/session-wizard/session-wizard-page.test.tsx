// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMMON_CURRENCIES } from '@front-desk-rm/engine/domain';
import { emptyWizardForm, type WizardForm } from '@front-desk-rm/engine/forms';
import { BanquetStep, BasicStep, HotelStep, RatesStep } from './session-wizard-page.js';

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

describe('the room’s language and currency', () => {
  function Room({ start = emptyWizardForm() }: { start?: WizardForm }) {
    const [form, setForm] = useState<WizardForm>(start);
    const update = (patch: Partial<WizardForm>) => setForm((f) => ({ ...f, ...patch }));
    return (
      <>
        <BasicStep form={form} update={update} />
        <HotelStep form={form} update={update} />
        <output data-testid="form">{JSON.stringify({ language: form.language, currency: form.currency })}</output>
      </>
    );
  }

  it('offers each language in its own words and each common currency by code and name, bound to the form', async () => {
    render(<Room />);
    const language = screen.getByRole('combobox', { name: 'Language of the room' });
    expect(language).toHaveProperty('value', 'en');
    expect(
      within(language)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['English', 'Deutsch', 'Français', 'Español', 'हिन्दी']);
    const currency = screen.getByRole('combobox', { name: 'Currency' });
    expect(currency).toHaveProperty('value', 'INR');
    const options = within(currency).getAllByRole('option');
    expect(options.map((o) => o.getAttribute('value'))).toEqual([...COMMON_CURRENCIES]);
    expect(options[0]!.textContent).toBe('INR — Indian Rupee');
    expect(options[1]!.textContent).toBe('EUR — Euro');
    expect(document.getElementById(currency.getAttribute('aria-describedby')!)?.textContent).toBe('The currency cannot change once the game starts.');
    expect(screen.getByLabelText('Base ADR (₹)')).toBeTruthy();

    await userEvent.selectOptions(language, 'de');
    await userEvent.selectOptions(currency, 'EUR');
    expect(screen.getByTestId('form').textContent).toBe('{"language":"de","currency":"EUR"}');
    // The hotel's figures are typed in the currency chosen.
    expect(screen.getByLabelText('Base ADR (€)')).toBeTruthy();
    await userEvent.selectOptions(currency, 'CHF');
    expect(screen.getByLabelText('Base ADR (CHF)')).toBeTruthy();
  });

  it('still offers a session’s currency that is not among the common ones', () => {
    render(<Room start={{ ...emptyWizardForm(), currency: 'NZD' }} />);
    const currency = screen.getByRole('combobox', { name: 'Currency' });
    expect(currency).toHaveProperty('value', 'NZD');
    expect(within(currency).getAllByRole('option').at(-1)?.textContent).toBe('NZD — New Zealand Dollar');
    expect(screen.getByLabelText('Base ADR (NZ$)')).toBeTruthy();
  });
});
