import { useCallback, useState } from 'react';
import { useCloudErrorText } from './useCloudErrorText.ts';

/** What {@link useChangeOutcome} gives a tab. */
export interface ChangeOutcomeState {
  /** The last change's refusal (the cloud's message), or null. */
  failure: string | null;
  /** The last change's confirmation, or null. */
  notice: string | null;
  /**
   * Runs a change: clears the last outcome, then shows the text the change answers, or the
   * cloud's message when it throws. Never throws itself.
   */
  run: (change: () => Promise<string>) => Promise<void>;
}

/**
 * The outcome of a server tab's changes (attach, detach…), for {@link ChangeOutcome} to show.
 * @example const outcome = useChangeOutcome(); await outcome.run(async () => { await detach(ref).unwrap(); return t('removed'); });
 */
export function useChangeOutcome(): ChangeOutcomeState {
  const errorText = useCloudErrorText();
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const run = useCallback(
    async (change: () => Promise<string>) => {
      setFailure(null);
      setNotice(null);
      try {
        setNotice(await change());
      } catch (error) {
        setFailure(errorText(error));
      }
    },
    [errorText],
  );
  return { failure, notice, run };
}
