import { Component, createContext, useContext, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { forgetFailedLoads } from './routeLoads.ts';

const CaughtErrorContext = createContext<unknown>(undefined);

/**
 * The error a {@link RouteErrorBoundary} caught, for the element it shows instead of the route.
 * @example const error = useCaughtRouteError();
 */
export function useCaughtRouteError(): unknown {
  return useContext(CaughtErrorContext);
}

interface BoundaryProps {
  /** Shown instead of the children once they threw (a route's `errorElement`). */
  fallback: ReactNode;
  /** A new value clears the error: the visitor went elsewhere. */
  resetKey: string;
  children: ReactNode;
}

interface BoundaryState {
  caught: boolean;
  error: unknown;
  resetKey: string;
}

class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = {
    caught: false,
    error: undefined,
    resetKey: this.props.resetKey,
  };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { caught: true, error };
  }

  static getDerivedStateFromProps(
    props: BoundaryProps,
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    return props.resetKey === state.resetKey
      ? null
      : { caught: false, error: undefined, resetKey: props.resetKey };
  }

  override componentDidUpdate(previous: BoundaryProps) {
    // The visitor left: chunks that failed to load are tried again on the next visit.
    if (previous.resetKey !== this.props.resetKey) forgetFailedLoads();
  }

  override render() {
    if (!this.state.caught) return this.props.children;
    return (
      <CaughtErrorContext.Provider value={this.state.error}>
        {this.props.fallback}
      </CaughtErrorContext.Provider>
    );
  }
}

/**
 * A route's error boundary (the route object's `errorElement`): an error thrown while rendering
 * the route or loading its code shows `fallback`, until the visitor goes to another path.
 * @example <RouteErrorBoundary fallback={<RootErrorBoundary />}><PublicLayout /></RouteErrorBoundary>
 */
export function RouteErrorBoundary({
  fallback,
  children,
}: {
  fallback: ReactNode;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary fallback={fallback} resetKey={pathname}>
      {children}
    </ErrorBoundary>
  );
}
