import { useDeferredValue } from 'react';

/** What {@link useAnswerInBackground} gives a component to render. */
export interface AnswerInBackground<Data> {
  /** The answer to render: the query's, a render behind it while React renders the new one. */
  shown: Data | undefined;
  /** An answer has arrived and is not rendered yet: keep the loading state for this render. */
  arriving: boolean;
}

/**
 * Renders a query's answer in the background (issue 15). RTK Query's hooks read the store through
 * `useSyncExternalStore`, so an answer renders at once, synchronously, in the task that brought
 * it (the home's plans: 100+ ms on a phone). With a deferred copy React keeps the loading state
 * for that render and renders the answer at a lower priority, in slices of a few milliseconds.
 * @example const { shown, arriving } = useAnswerInBackground(data); if (isLoading || arriving) return <Spinner />;
 */
export function useAnswerInBackground<Data>(data: Data | undefined): AnswerInBackground<Data> {
  const shown = useDeferredValue(data);
  return { shown, arriving: data !== undefined && shown === undefined };
}
