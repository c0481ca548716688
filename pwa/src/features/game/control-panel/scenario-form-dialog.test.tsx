// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ScenarioFormDialog } from './scenario-form-dialog.js';
import { testSession } from '../../../testing/session.js';

beforeAll(() => {
  // jsdom has <dialog> but not its modal API.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
});

afterEach(cleanup);

const hotel = testSession();

const EXPLANATION = 'On nights the forecast fills, every room the group takes is a room a guest at the base ADR would have paid for.';

describe('the scenario form', () => {
  it('warns, as the host types, that a cheap group on a night the forecast fills loses money', async () => {
    const user = userEvent.setup();
    render(<ScenarioFormDialog session={hotel} editing={null} onClose={vi.fn()} />);
    await user.type(screen.getByLabelText('Reservation name'), 'Acme offsite');
    await user.click(screen.getByRole('radio', { name: /standard/ }));
    await user.type(screen.getByLabelText('Number of rooms'), '3');
    await user.type(screen.getByLabelText('Room nights'), '1');
    // Not yet: no check-in day, so no nights to weigh.
    expect(screen.queryByText(/Displaces/)).toBeNull();

    await user.selectOptions(screen.getByLabelText('Check-in day'), 'Friday');
    // 10 rooms, Friday forecast 90%: 9 transients expected; 3 rooms at ₹2,500 turn away clamp(9 + 3 - 10, 0, 3) = 2,
    // worth 2 x ₹4,000 = ₹8,000 against a total of ₹7,500: net -₹500.
    const line = screen.getByText(/^Displaces about/);
    expect(line.textContent).toBe(`Displaces about 2 transient room-nights worth ₹8,000; net -₹500${EXPLANATION}`);
    expect(line.className).toBe('rule-message');
    expect(screen.getByText(EXPLANATION)).toBeTruthy();

    // Negotiated up to ₹20,000 the group still displaces the same guests, but pays for them.
    await user.type(screen.getByLabelText('Negotiated total (optional)'), '20000');
    expect(screen.getByText(/^Displaces about/).textContent).toContain('worth ₹8,000; net ₹12,000');
    expect(screen.getByText(/^Displaces about/).className).not.toContain('rule-message');
  });

  it('says a group on nights the forecast leaves free displaces nobody', async () => {
    const user = userEvent.setup();
    render(<ScenarioFormDialog session={hotel} editing={null} onClose={vi.fn()} />);
    await user.click(screen.getByRole('radio', { name: /standard/ }));
    await user.type(screen.getByLabelText('Number of rooms'), '3');
    await user.type(screen.getByLabelText('Room nights'), '2');
    // Monday 5 and Tuesday 6 transients expected: 3 more rooms fit beside them both nights.
    await user.selectOptions(screen.getByLabelText('Check-in day'), 'Monday');
    expect(screen.getByText('Displaces no transient guests on the forecast')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('the scenario form’s counts', () => {
  it('refuses a rooms-and-banquet request with no number of banquets, saying so under the field, and sends nothing', async () => {
    const user = userEvent.setup();
    const close = vi.fn();
    const halls = { ...hotel, banquet: [{ id: 'H1', name: 'Grand Hall', rate: 20000, capacity: null }] };
    render(<ScenarioFormDialog session={halls} editing={null} onClose={close} />);
    await user.type(screen.getByLabelText('Reservation name'), 'Sharma wedding');
    await user.selectOptions(screen.getByLabelText('Booking type'), 'RoomAndBanquet');
    await user.click(screen.getByRole('checkbox', { name: /standard/ }));
    await user.click(screen.getByRole('checkbox', { name: /Grand Hall/ }));
    await user.type(screen.getByLabelText('Number of rooms'), '4');
    await user.type(screen.getByLabelText('Room nights'), '2');
    await user.selectOptions(screen.getByLabelText('Check-in day'), 'Saturday');
    await user.click(screen.getByRole('button', { name: 'Add Scenario' }));
    const banquets = screen.getByLabelText('Number of banquets');
    expect(banquets.getAttribute('aria-invalid')).toBe('true');
    const message = document.getElementById(banquets.getAttribute('aria-describedby')!);
    expect(message?.textContent).toBe('Enter the number of banquets: a whole number, at least 1');
    expect(close).not.toHaveBeenCalled();

    await user.type(banquets, '1');
    expect(screen.queryByText('Enter the number of banquets: a whole number, at least 1')).toBeNull();
    expect((screen.getByLabelText('Description') as HTMLTextAreaElement).value).toContain('with 4 rooms and 1 banquet');
  });
});
