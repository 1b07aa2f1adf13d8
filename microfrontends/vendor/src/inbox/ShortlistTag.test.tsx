import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { InboxList } from './InboxList';
import { anInquiry } from './test-fixtures';

/** Issue 39 §5: the inbox marks the inquiries a couple sent from their shortlist. */
describe("the inbox's 'From a shortlist' tag", () => {
  it('tags the inquiries sent from a shortlist, and only those', () => {
    const fromShortlist = anInquiry({ _id: 'i1', coupleName: 'Jo Park', fromShortlist: true });
    const single = anInquiry({ _id: 'i2', coupleName: 'Ana Ruiz', fromShortlist: false });
    render(
      <MemoryRouter>
        <InboxList items={[fromShortlist, single]} />
      </MemoryRouter>,
    );
    const [first, second] = screen.getAllByTestId('inbox-row');
    expect(within(first!).getByText('From a shortlist').getAttribute('title')).toBe('The couple wrote to several vendors at once from their shortlist.');
    expect(within(second!).queryByText('From a shortlist')).toBeNull();
  });
});
