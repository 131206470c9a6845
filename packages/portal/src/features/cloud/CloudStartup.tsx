import { Component, lazy, Suspense, type ReactNode } from 'react';

const CloudStartupRunner = lazy(async () => ({
  default: (await import('./CloudStartupRunner.tsx')).CloudStartupRunner,
}));

// The start-up works in the background: if its chunk cannot load, the control area goes on
// without cloud data (a warning in the console) rather than showing the route's error page.
class StartupBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.warn('The cloud start-up could not load:', error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * The cloud start-up of the control area (§4 Startup, Per-region data), for the control layout
 * to mount once, inside the store and after the customer has loaded: consumer, infrastructure
 * token, allow_all per region, per-region data and its refreshes, §8 cloud notifications. It
 * renders nothing and never blocks the layout: its code (and the SDK's) loads as a chunk of its
 * own after the layout has rendered. Unmounting it (logout, leaving /control) ends the cloud
 * session and clears its state.
 * @example <CloudStartup />
 */
export function CloudStartup() {
  return (
    <StartupBoundary>
      <Suspense fallback={null}>
        <CloudStartupRunner />
      </Suspense>
    </StartupBoundary>
  );
}
