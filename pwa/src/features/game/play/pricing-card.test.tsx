// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectedFilled, meanAtPrice, nightElasticities } from '@front-desk-rm/engine/rules';
import { PricingCard, type PricingCardProps } from './pricing-card.js';
import { testSession } from '../../../testing/session.js';

afterEach(cleanup);

const session = testSession({ status: 'live', demandModel: 'forecast', weeks: 3, week: 2, pricingWeeks: [2], priceBounds: { min: 3000, max: 6000 } });

function card(overrides: Partial<PricingCardProps> = {}) {
  const props: PricingCardProps = { session, week: 2, saved: null, canDecide: true, captainName: 'Priya Nair', busy: false, onSave: vi.fn(), ...overrides };
  render(<PricingCard {...props} />);
  return props;
}

describe('the pricing card', () => {
  it('states each night’s forecast and price sensitivity, and starts every rate at the base ADR', () => {
    card();
    const elasticity = nightElasticities(session);
    const friday = screen.getByRole('row', { name: /^Fri/ });
    expect(within(friday).getByText('90%')).toBeTruthy();
    expect(within(friday).getByText(elasticity.F.toFixed(1))).toBeTruthy();
    expect((screen.getByLabelText('Rate for Fri') as HTMLInputElement).value).toBe('4000');
  });

  it('shows what a rate can expect from the stated curve as the captain types it', async () => {
    card();
    const rate = screen.getByLabelText('Rate for Mon');
    await userEvent.clear(rate);
    await userEvent.type(rate, '5000');
    // Monday: 50% of 10 rooms at the base ADR of 4,000, moved to 5,000 by the night's sensitivity.
    const filled = expectedFilled(meanAtPrice(5, 5000, 4000, nightElasticities(session).M), 10);
    const monday = screen.getByRole('row', { name: /^Mon/ });
    expect(within(monday).getByText(`${filled.toFixed(1)} of 10`)).toBeTruthy();
  });

  it('refuses a rate outside the host’s bounds in words, and saves whole rates within them', async () => {
    const props = card();
    const rate = screen.getByLabelText('Rate for Sat');
    await userEvent.clear(rate);
    await userEvent.type(rate, '6500');
    await userEvent.click(screen.getByRole('button', { name: 'Save rates' }));
    expect(screen.getByText('Between ₹3,000 and ₹6,000')).toBeTruthy();
    expect(rate.getAttribute('aria-invalid')).toBe('true');
    expect(props.onSave).not.toHaveBeenCalled();
    await userEvent.clear(rate);
    await userEvent.type(rate, '5800');
    await userEvent.click(screen.getByRole('button', { name: 'Save rates' }));
    expect(props.onSave).toHaveBeenCalledWith({ Sun: 4000, M: 4000, T: 4000, W: 4000, Th: 4000, F: 4000, Sat: 5800 });
  });

  it('shows a teammate the captain’s rates, without a way to change them', () => {
    card({ canDecide: false, saved: { Sun: 3500, M: 3600, T: 3700, W: 3800, Th: 4500, F: 5500, Sat: 6000 } });
    expect((screen.getByLabelText('Rate for Fri') as HTMLInputElement).value).toBe('5500');
    expect((screen.getByLabelText('Rate for Fri') as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: /Save/ })).toBeNull();
    expect(screen.getByText('Priya Nair sets the team’s rates; you see them here once saved.'.replace('’', "'"))).toBeTruthy();
  });
});
