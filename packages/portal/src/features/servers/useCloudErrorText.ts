import type { CloudError } from '@cloud-portal/cloud-sdk/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

function isCloudError(error: unknown): error is CloudError {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { name?: unknown }).name === 'CloudError' &&
    typeof (error as { status?: unknown }).status === 'number'
  );
}

/**
 * What a server screen shows inline for a failed cloud call: the cloud's own message when it
 * answered (Nova's "Cannot 'start' instance … while it is in vm_state active", §8 extraction
 * order), else the translated text of the error's code (no answer: offline, aborted…).
 * @example const errorText = useCloudErrorText(); <Alert tone="danger">{errorText(error)}</Alert>
 */
export function useCloudErrorText(): (error: unknown) => string {
  const { t } = useTranslation('errors');
  return useCallback(
    (error: unknown) => {
      if (!isCloudError(error)) return t('status.unknown');
      if (error.status >= 400 && error.message.trim() !== '') return error.message;
      return t(`status.${error.code}`, { status: error.status });
    },
    [t],
  );
}
