import { Suspense, lazy, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { Spinner } from '@uwd/ui';
import type { LightboxProps } from './Lightbox';

/**
 * The photo viewer, its code a chunk of its own (issue 40: the vendor page's first load does not carry it).
 * The gallery and the review photos both open it through here. Its code is fetched when a photo button is
 * pointed at or focused (`preloadLightbox`), or at the latest when a photo is opened; until it has arrived
 * a short loading state shows (Escape or a click cancels it) and the focus stays on the photo. Once it has
 * arrived, the viewer opens in the click's own render, as when it was part of the page.
 */
let loaded: ComponentType<LightboxProps> | null = null;
let loading: Promise<ComponentType<LightboxProps>> | null = null;

const loadLightbox = (): Promise<ComponentType<LightboxProps>> => {
  loading ??= import('./Lightbox').then(
    (m) => (loaded = m.Lightbox),
    (error: unknown) => {
      // A failed download is tried again at the next opening.
      loading = null;
      throw error;
    },
  );
  return loading;
};

/** For a control that opens the viewer, on pointer enter and focus: the first opening does not wait. */
export const preloadLightbox = () => {
  void loadLightbox().catch(() => undefined);
};

/** The viewer's code as a lazy component, for one opening; a failed download renders a message instead. */
const lazyLightbox = () =>
  lazy<ComponentType<LightboxProps>>(() =>
    loadLightbox().then(
      (Lightbox) => ({ default: Lightbox }),
      () => ({ default: LightboxUnavailable }),
    ),
  );

export function LazyLightbox(props: LightboxProps) {
  // Chosen once per opening, so the viewer is not drawn anew (and the focus not moved) when its code arrives.
  const [Viewer] = useState(() => loaded ?? lazyLightbox());
  return (
    <Suspense
      fallback={
        <LightboxWait onClose={props.onClose}>
          <Spinner size="lg" label="Opening the photo viewer…" />
        </LightboxWait>
      }
    >
      <Viewer {...props} />
    </Suspense>
  );
}

function LightboxUnavailable({ onClose }: LightboxProps) {
  return (
    <LightboxWait onClose={onClose}>
      <p className="lightbox-wait__message" role="alert">
        The photo viewer could not load. Please check your connection and try again.
      </p>
    </LightboxWait>
  );
}

/** The dark stage of the viewer before it is shown; the page's focus is left where it is. */
function LightboxWait({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onClose]);
  return (
    <div className="lightbox-wait" data-testid="lightbox-wait" onClick={onClose}>
      {children}
    </div>
  );
}
