import type { Customer } from '@cloud-portal/api-client';
import { Component, lazy, Suspense, type ReactNode } from 'react';

const ServerCommandsRunner = lazy(async () => ({
  default: (await import('./ServerCommandsRunner.tsx')).ServerCommandsRunner,
}));

// The commands are an extra: if their chunk cannot load, the palette goes on without them.
class CommandsBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.warn('The server commands could not load:', error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * The command palette's server actions (issue 13): "Reboot web-1", "Stop web-1" / "Start web-1",
 * "Open console of web-1" and "Open web-1" for every server of every region. For the control
 * layout to mount once inside the palette's provider; it renders nothing, and its code (the
 * servers' texts and lists) loads as a chunk of its own after the layout has rendered.
 * @example <ServerCommands customer={customer} />
 */
export function ServerCommands({ customer }: { customer: Customer }) {
  return (
    <CommandsBoundary>
      <Suspense fallback={null}>
        <ServerCommandsRunner customer={customer} />
      </Suspense>
    </CommandsBoundary>
  );
}
