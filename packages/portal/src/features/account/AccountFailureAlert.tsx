import type { ApiFailure } from '@cloud-portal/api-client';
import { Alert } from '@cloud-portal/ui';
import { useTranslation } from 'react-i18next';
import { FailureAlert } from '../auth/FailureAlert.tsx';

/** Product-API codes of the account calls whose texts the `account` namespace translates. */
export const ACCOUNT_ERROR_CODES = [
  'invalid_password',
  'email_taken',
  'invalid_totp_code',
  'totp_social_login',
  'totp_already_enabled',
  'totp_setup_not_started',
  'session_current',
  'not_found',
] as const;

type AccountErrorCode = (typeof ACCOUNT_ERROR_CODES)[number];

const isAccountErrorCode = (code: string): code is AccountErrorCode =>
  (ACCOUNT_ERROR_CODES as readonly string[]).includes(code);

/**
 * The failure of an account form, above the form (which keeps its input): the translated text of
 * the account codes (§8 "a code with a translation"), else the §8 rule of {@link FailureAlert}
 * (the server's message for 400/409, the fixed texts of 401, 403, 429 and 5xx).
 * @example <AccountFailureAlert failure={failure} />
 */
export function AccountFailureAlert({ failure }: { failure: ApiFailure | undefined }) {
  const { t } = useTranslation('account');
  if (!failure) return null;
  if (isAccountErrorCode(failure.code)) {
    return (
      <Alert tone="danger" role="alert">
        {t(`security.errors.${failure.code}`)}
      </Alert>
    );
  }
  return <FailureAlert failure={failure} />;
}
