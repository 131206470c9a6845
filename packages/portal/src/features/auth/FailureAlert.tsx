import { Alert } from '@cloud-portal/ui';
import type { ProductApiError } from '../../app/productApi.ts';
import { failureMessage } from '../session/failureMessage.ts';
import { useHasTranslation, useMessageText } from './useMessageText.ts';

/**
 * The §8 message of a failed form submission, shown above the form (the form keeps its input).
 * @example <FailureAlert error={error} method="POST" path="/api/login/" />
 */
export function FailureAlert({
  error,
  method,
  path,
}: {
  error: ProductApiError | undefined;
  method: string;
  path: string;
}) {
  const text = useMessageText();
  const hasTranslation = useHasTranslation();
  if (!error) return null;
  return (
    <Alert tone="danger" role="alert">
      {text(failureMessage(error, method, path, hasTranslation))}
    </Alert>
  );
}
