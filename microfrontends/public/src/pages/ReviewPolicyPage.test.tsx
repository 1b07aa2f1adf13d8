import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { COUPLES_CHOICE_ANCHOR, MODERATION_BUSINESS_DAYS, VERIFIED_CLIENT_ANCHOR } from '@domain/reviews/review-policy';
import { ReviewPolicyPage } from './ReviewPolicyPage';

describe("the 'How reviews work' page", () => {
  const draw = () =>
    render(
      <MemoryRouter>
        <ReviewPolicyPage />
      </MemoryRouter>,
    );

  it('says who can review, what is refused, that vendors cannot remove reviews, how long moderation takes, the badge and the award', () => {
    draw();
    expect(screen.getByRole('heading', { level: 1, name: 'How reviews work' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Who can write a review',
      'What we do not publish, and why',
      'Vendors cannot remove or hide reviews',
      'How long moderation takes',
      'What ‘Verified client’ means',
      "Couples' Choice",
    ]);
    const policy = screen.getByTestId('review-policy');
    expect(policy.textContent).toContain('One review of a vendor from one email address a day');
    expect(policy.textContent).toContain(`within ${MODERATION_BUSINESS_DAYS} business days`);
    expect(policy.textContent).toContain('a one-star review is never held longer than a five-star one');
    expect(policy.textContent).toContain('A vendor cannot remove, hide, edit or reorder the reviews');
    expect(policy.textContent).toContain("‘Couples' Choice {year}’");
  });

  it('anchors the verified-client and Couples’ Choice sections, so the badge and the award can link to them', () => {
    const { container } = draw();
    const verified = container.querySelector(`#${VERIFIED_CLIENT_ANCHOR}`) as HTMLElement;
    expect(within(verified).getByRole('heading').textContent).toBe('What ‘Verified client’ means');
    expect(verified.textContent).toContain("by a couple whose inquiry the vendor marked ‘Booked’");
    const award = container.querySelector(`#${COUPLES_CHOICE_ANCHOR}`) as HTMLElement;
    expect(within(award).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'At least 5 verified reviews published in those 12 months (a review we removed does not count).',
      'An average rating of at least 4.5 over those verified reviews.',
      'A median first reply to couples’ inquiries within 24 hours: more than half of the inquiries received in those months were answered within a day.',
    ]);
  });
});
