import { Alert } from '@cloud-portal/ui';
import type { ChangeOutcomeState } from './useChangeOutcome.ts';

/**
 * What the last change of a server tab came to (`useChangeOutcome`): the cloud's refusal under
 * `failedTitle`, or the confirmation; nothing before the first change.
 * @example <ChangeOutcome outcome={outcome} failedTitle={t('page.ports.failed')} />
 */
export function ChangeOutcome({
  outcome: { failure, notice },
  failedTitle,
}: {
  outcome: Pick<ChangeOutcomeState, 'failure' | 'notice'>;
  failedTitle: string;
}) {
  return (
    <>
      {failure ? (
        <Alert tone="danger" role="alert" title={failedTitle}>
          {failure}
        </Alert>
      ) : null}
      {notice ? (
        <Alert tone="success" role="status">
          {notice}
        </Alert>
      ) : null}
    </>
  );
}
