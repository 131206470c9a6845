import {
  base32Encode,
  groupSecret,
  otpauthUri,
  TOTP_SECRET_BYTES,
  verifyTotp,
  type TotpVerification,
} from '@cloud-portal/domain/totp';
import { normaliseTwoFactorCode, validateTwoFactorCode } from '@cloud-portal/domain/validation';
import { Alert, Button, CopyButton, TextField } from '@cloud-portal/ui';
import { QRCode } from '@cloud-portal/ui/components/qr-code';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBrand } from '../../brand/BrandContext.tsx';
import { useMessageText } from '../auth/useMessageText.ts';
import { PublicPage } from '../layout/PublicPage.tsx';
import styles from './TotpTestPage.module.css';

/** A new random test secret (CSPRNG), never sent anywhere. */
const newSecret = () => crypto.getRandomValues(new Uint8Array(TOTP_SECRET_BYTES));

type Outcome = { kind: 'idle' } | { kind: 'checking' } | ({ kind: 'checked' } & TotpVerification);

/**
 * /totp-test (§2 "TOTP test"): a visitor adds a throwaway secret to their authenticator app and
 * types a code; it is checked here in the browser per RFC 6238 (SHA-1, 6 digits, 30 s, ±1 step).
 */
export function TotpTestPage() {
  const { t } = useTranslation('company');
  const messageText = useMessageText();
  const { siteName } = useBrand();
  const [secret, setSecret] = useState(newSecret);
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const resultId = useId();
  const base32 = useMemo(() => base32Encode(secret), [secret]);
  const uri = useMemo(
    () => otpauthUri(secret, { issuer: siteName, account: t('totpTest.account') }),
    [secret, siteName, t],
  );

  const check = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = validateTwoFactorCode(code);
    if (invalid) {
      setFieldError(messageText(invalid));
      setOutcome({ kind: 'idle' });
      return;
    }
    setFieldError(undefined);
    setOutcome({ kind: 'checking' });
    const verification = await verifyTotp(secret, normaliseTwoFactorCode(code), Date.now());
    setOutcome({ kind: 'checked', ...verification });
  };

  const restart = () => {
    setSecret(newSecret());
    setCode('');
    setFieldError(undefined);
    setOutcome({ kind: 'idle' });
  };

  return (
    <PublicPage headingId="totp-test-title" title={t('totpTest.heading')} lead={t('totpTest.lead')}>
      <div className={styles.columns}>
        <section className={styles.card} aria-labelledby="totp-test-step1">
          <h2 id="totp-test-step1">{t('totpTest.scanHeading')}</h2>
          <p>{t('totpTest.scanText')}</p>
          <QRCode className={styles.qr} value={uri} label={t('totpTest.qrLabel')} size={192} />
          <p>{t('totpTest.manualText')}</p>
          <p className={styles.secretRow}>
            <code
              className={styles.secret}
              data-testid="totp-secret"
              aria-label={t('totpTest.secretLabel')}
            >
              {groupSecret(base32)}
            </code>
            <CopyButton
              value={base32}
              label={t('totpTest.copy')}
              copiedLabel={t('totpTest.copied')}
              iconOnly
            />
          </p>
          <p className={styles.muted}>{t('totpTest.settings')}</p>
        </section>

        <section className={styles.card} aria-labelledby="totp-test-step2">
          <h2 id="totp-test-step2">{t('totpTest.checkHeading')}</h2>
          <form className={styles.form} onSubmit={(event) => void check(event)} noValidate>
            <TextField
              label={t('totpTest.codeLabel')}
              hint={t('totpTest.codeHint')}
              error={fieldError}
              value={code}
              onChange={(event) => {
                setCode(event.target.value);
                if (outcome.kind === 'checked') setOutcome({ kind: 'idle' });
              }}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={7}
              aria-describedby={outcome.kind === 'checked' ? resultId : undefined}
            />
            <div className={styles.actions}>
              <Button type="submit" loading={outcome.kind === 'checking'}>
                {t('totpTest.check')}
              </Button>
              <Button type="button" variant="secondary" onClick={restart}>
                {t('totpTest.newSecret')}
              </Button>
            </div>
          </form>
          <div id={resultId} aria-live="polite" data-testid="totp-result">
            {outcome.kind === 'checked' &&
              (outcome.valid ? (
                <Alert tone="success" role="status" title={t('totpTest.successTitle')}>
                  {outcome.stepOffset === 0
                    ? t('totpTest.successText')
                    : outcome.stepOffset < 0
                      ? t('totpTest.successBehind')
                      : t('totpTest.successAhead')}
                </Alert>
              ) : (
                <Alert tone="danger" role="alert" title={t('totpTest.failureTitle')}>
                  {t('totpTest.failureText')}
                </Alert>
              ))}
          </div>
        </section>
      </div>

      <section aria-labelledby="totp-test-next">
        <h2 id="totp-test-next">{t('totpTest.nextHeading')}</h2>
        <p>
          {t('totpTest.nextText')} <Link to="/knowledge?q=2fa">{t('totpTest.nextLink')}</Link>
        </p>
        <p className={styles.muted}>{t('totpTest.privacy')}</p>
      </section>
    </PublicPage>
  );
}
