import { Component, Suspense, lazy, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Alert, Button, Container, PageLoader, VerifyingLogin, isVerifyLoginPath } from '@uwd/ui';
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

/** One attempt at loading `remote`: a fresh lazy() and whether its code failed to arrive. */
interface Slot {
  remote: RemoteName;
  attempt: number;
  Routes: ComponentType;
  /** Set (by the lazy load, outside rendering) once a load's code never arrived; carried to later attempts. */
  load: { failed: boolean };
}

function newSlot(remote: RemoteName, attempt: number, load: { failed: boolean } = { failed: false }): Slot {
  const Routes = lazy(() =>
    remoteLoaders[remote]().catch((error: unknown) => {
      load.failed = true;
      throw error;
    }),
  );
  return { remote, attempt, Routes, load };
}

/** Loads one remote's routes inside its own error boundary and Suspense. */
export function RemoteSlot({ remote }: { remote: RemoteName }) {
  // A fresh lazy() per attempt (and per remote), so a retry renders again instead of replaying a cached failure.
  const [slot, setSlot] = useState(() => newSlot(remote, 0));
  if (slot.remote !== remote) setSlot(newSlot(remote, slot.attempt + 1, slot.load));
  const retry = () => {
    // A remote whose code never arrived (network, deploy in progress) cannot be re-imported in
    // place: the federation runtime and the browser's module map both keep the failed load.
    // Reloading the page is the dependable retry. A render error only needs a fresh render.
    if (slot.load.failed) window.location.reload();
    else setSlot((s) => newSlot(remote, s.attempt + 1, s.load));
  };
  const { Routes: RemoteRoutes, attempt } = slot;
  // A login link's page says what it does from the first paint (SPEC §2), not 'Loading…' while its remote loads.
  const { pathname } = useLocation();
  return (
    <RemoteErrorBoundary key={attempt} remote={remote} onRetry={retry}>
      <Suspense fallback={isVerifyLoginPath(pathname) ? <VerifyingLogin /> : <PageLoader />}>
        <RemoteRoutes />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
