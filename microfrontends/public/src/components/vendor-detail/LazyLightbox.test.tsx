import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { VendorImageDto } from '@uwd/api-client';
import { LazyLightbox } from './LazyLightbox';

// The viewer's code arrives when the test says so.
const chunk = vi.hoisted(() => {
  let arrive = () => undefined as void;
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return { arrived, arrive: () => arrive() };
});
vi.mock('./Lightbox', async (importOriginal) => {
  await chunk.arrived;
  return importOriginal();
});

// jsdom has no modal dialogs: open and close toggle the attribute, as a browser's would.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

const image = (n: number): VendorImageDto => ({
  _id: `i${n}`,
  url: `/media/v1/p${n}.jpg`,
  urls: { original: `/media/v1/p${n}.jpg`, medium: `/media/v1/p${n}-medium.webp` },
  altText: null,
  caption: null,
  isPrimary: n === 1,
  sortOrder: n,
  width: 1200,
  height: 800,
});

function Gallery() {
  const [index, setIndex] = useState<number | null>(null);
  return (
    <>
      <button type="button" onClick={() => setIndex(1)}>
        Open photo 2
      </button>
      {index !== null && (
        <LazyLightbox images={[image(1), image(2), image(3)]} index={index} vendorName="Magnolia Barn" altFor={(_image, i) => `Photo ${i + 1}`} onIndexChange={setIndex} onClose={() => setIndex(null)} />
      )}
    </>
  );
}

describe('the photo viewer as a chunk of its own (issue 40)', () => {
  it('shows a loading state until its code arrives (Escape cancels it), then opens with the focus inside, and gives it back', async () => {
    const user = userEvent.setup();
    render(<Gallery />);
    const opener = screen.getByRole('button', { name: 'Open photo 2' });

    await user.click(opener);
    expect(screen.getByRole('status').textContent).toBe('Opening the photo viewer…');
    expect(screen.queryByTestId('lightbox')).toBeNull();
    expect(document.activeElement).toBe(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('lightbox-wait')).toBeNull();
    expect(document.activeElement).toBe(opener);

    await user.keyboard('{Enter}');
    expect(screen.getByTestId('lightbox-wait')).toBeTruthy();
    await act(async () => chunk.arrive());
    const box = await screen.findByTestId('lightbox');
    expect(screen.queryByTestId('lightbox-wait')).toBeNull();
    expect(within(box).getByTestId('lightbox-counter').textContent).toBe('2 / 3');
    expect(document.activeElement).toBe(within(box).getByRole('button', { name: 'Close photo viewer' }));

    // Cycling keeps the same viewer (the focus is not moved back to Close).
    await user.click(within(box).getByRole('button', { name: 'Next photo' }));
    expect(within(box).getByTestId('lightbox-counter').textContent).toBe('3 / 3');
    expect(document.activeElement).toBe(within(box).getByRole('button', { name: 'Next photo' }));

    await user.click(within(box).getByRole('button', { name: 'Close photo viewer' }));
    await waitFor(() => expect(screen.queryByTestId('lightbox')).toBeNull());
    expect(document.activeElement).toBe(opener);

    // Once arrived, the viewer opens at once.
    await user.click(opener);
    expect(screen.getByTestId('lightbox')).toBeTruthy();
    expect(screen.queryByTestId('lightbox-wait')).toBeNull();
  });
});
