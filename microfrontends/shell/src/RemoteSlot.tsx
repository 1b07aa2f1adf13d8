import { Component, Suspense, lazy, useRef, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { Alert, Button, Container, PageLoader } from '@uwd/ui';
import { remoteLoaders } from './remotes';
import type { RemoteName } from './route-table';

interface BoundaryProps {
  remote: RemoteName;
  onRetry: () => void;
  children: ReactNode;
}

interface BoundaryState {
  error: Error | null;
}

/** Keeps a failing remote (network, deploy skew, render bug) from taking the whole page down. */
class RemoteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): BoundaryState {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[shell] remote "${this.props.remote}" failed`, error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <Container size="narrow" className="remote-error">
        <Alert
          tone="error"
          title="This part of the page failed to load"
          action={
            <Button variant="outline" size="sm" onClick={this.props.onRetry}>
              Retry
            </Button>
          }
        >
          <p>Please check your connection and try again.</p>
        </Alert>
      </Container>
    );
  }
}

/** A fresh lazy() for one attempt at `remote`; `onFail` hears of a load whose code never arrived. */
function lazyRemote(remote: RemoteName, onFail: () => void): ComponentType {
  return lazy(() =>
    remoteLoaders[remote]().catch((error: unknown) => {
      onFail();
      throw error;
    }),
  );
}

/** Loads one remote's routes inside its own error boundary and Suspense. */
export function RemoteSlot({ remote }: { remote: RemoteName }) {
  const loadFailed = useRef(false);
  const markFailed = () => {
    loadFailed.current = true;
  };
  // A fresh lazy() per attempt (and per remote), so a retry renders again instead of replaying a cached failure.
  const [slot, setSlot] = useState(() => ({ remote, attempt: 0, Routes: lazyRemote(remote, markFailed) }));
  if (slot.remote !== remote) setSlot({ remote, attempt: slot.attempt + 1, Routes: lazyRemote(remote, markFailed) });
  const retry = () => {
    // A remote whose code never arrived (network, deploy in progress) cannot be re-imported in
    // place: the federation runtime and the browser's module map both keep the failed load.
    // Reloading the page is the dependable retry. A render error only needs a fresh render.
    if (loadFailed.current) window.location.reload();
    else setSlot((s) => ({ remote, attempt: s.attempt + 1, Routes: lazyRemote(remote, markFailed) }));
  };
  const { Routes: RemoteRoutes, attempt } = slot;
  return (
    <RemoteErrorBoundary key={attempt} remote={remote} onRetry={retry}>
      <Suspense fallback={<PageLoader />}>
        <RemoteRoutes />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
