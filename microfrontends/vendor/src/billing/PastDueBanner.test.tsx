import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PastDueBanner } from './PastDueBanner';
import { anOverview } from './test-fixtures';

afterEach(cleanup);

describe("the dashboard's banner for a plan from before billing that has no card", () => {
  it("asks to add a card to keep the plan, by the day the listing reverts to free, linking 'Add a card' to the card form", () => {
    render(
      <PastDueBanner
        billing={anOverview({
          plan: { status: 'past_due', billed: false, trialEndsAt: '2027-03-01T12:00:00.000Z', pastDueSince: '2027-03-02T12:00:00.000Z', graceEndsAt: '2027-03-16T12:00:00.000Z' },
          card: null,
          invoices: [],
        })}
      />,
    );
    const banner = screen.getByTestId('past-due-banner');
    expect(banner.getAttribute('role')).toBe('alert');
    expect(within(banner).getByText('Add your card to keep Featured Listing')).toBeTruthy();
    expect(banner.textContent).toContain('Your free trial is over and there is no card on file to pay for your plan.');
    expect(banner.textContent).toContain('Add one by March 16, 2027 or your listing reverts to the free Standard listing then.');
    expect(banner.textContent).not.toContain("We couldn't take your");
    expect(within(banner).getByRole('link', { name: 'Add a card' }).getAttribute('href')).toBe('/vendor/billing/card');
  });
});
