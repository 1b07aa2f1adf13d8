import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AwardBadgeCard } from './AwardBadgeCard';

describe("the dashboard's 'Couples' Choice' card", () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the badge and the HTML to paste: the image on this site, linked to the listing', () => {
    render(<AwardBadgeCard slug="magnolia-barn" year={2027} />);
    expect(screen.getByRole('heading', { name: "Couples' Choice 2027" })).toBeTruthy();
    const origin = window.location.origin;
    expect(screen.getByRole('img', { name: "Couples' Choice 2027 on Upstate Wedding Directory" }).getAttribute('src')).toBe('/badges/couples-choice/magnolia-barn.svg');
    expect((screen.getByLabelText('Show the badge on your website: paste this HTML') as HTMLTextAreaElement).value).toBe(
      `<a href="${origin}/vendors/magnolia-barn"><img src="${origin}/badges/couples-choice/magnolia-barn.svg" alt="Couples' Choice 2027 on Upstate Wedding Directory" width="240" height="64"></a>`,
    );
    expect(screen.getByRole('link', { name: 'How the award is earned' }).getAttribute('href')).toBe('/reviews/policy#couples-choice');
  });

  it("copies the HTML with 'Copy' and says so", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<AwardBadgeCard slug="magnolia-barn" year={2027} />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Copied'));
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining('/badges/couples-choice/magnolia-barn.svg'));
  });
});
