import type { ApiFailure } from '@cloud-portal/api-client';
import { Alert } from '@cloud-portal/ui';
import { failureMessage } from '../session/failureMessage.ts';
import { useHasTranslation, useMessageText } from './useMessageText.ts';

/**
 * The §8 message of a failed form submission, shown above the form (the form keeps its input).
 * The failure names its own method and path (the 401 and 5xx texts show them).
 * @example <FailureAlert failure={failure} />
 */
export function FailureAlert({ failure }: { failure: ApiFailure | undefined }) {
  const text = useMessageText();
  const hasTranslation = useHasTranslation();
  if (!failure) return null;
  return (
    <Alert tone="danger" role="alert">
      {text(failureMessage(failure, hasTranslation))}
    </Alert>
  );
}
