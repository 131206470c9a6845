import { Alert, Button } from '@cloud-portal/ui';
import { Component, type ReactNode } from 'react';
import { ChunkLoadFailed } from '../../chunk-failure/ChunkLoadFailed.tsx';
import { isChunkLoadError } from '../../chunk-failure/chunkLoad.ts';

interface Props {
  /** Shown above the retry button when the tab itself failed. */
  message: string;
  retryLabel: string;
  children: ReactNode;
}

/**
 * Keeps a failing tab inside its panel: the page header and the other tabs stay usable. A chunk
 * that did not load gets §8's 'Loading chunk failed' with a reload; any other error a message and
 * a retry that renders the tab again.
 */
export class TabErrorBoundary extends Component<Props, { error: unknown }> {
  override state: { error: unknown } = { error: undefined };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    console.error(error); // keep the cause visible to developers
  }

  override render() {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    if (isChunkLoadError(error)) return <ChunkLoadFailed />;
    return (
      <Alert tone="danger">
        <p>{this.props.message}</p>
        <Button variant="secondary" onClick={() => this.setState({ error: undefined })}>
          {this.props.retryLabel}
        </Button>
      </Alert>
    );
  }
}
