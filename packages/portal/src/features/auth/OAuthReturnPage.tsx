import type { ApiFailure } from '@cloud-portal/api-client';
import type { SocialProvider } from '@cloud-portal/api-client';
import { Alert } from '@cloud-portal/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { useBrand } from '../../brand/BrandContext.tsx';
import { asApiFailure } from '../../app/productApi.ts';
import { fingerprintFields } from '../session/fingerprint.ts';
import { useSocialLoginMutation } from '../session/sessionApi.ts';
import styles from './AuthPage.module.css';
import { FailureAlert } from './FailureAlert.tsx';
import { SOCIAL_PROVIDERS, takePendingSocialLogin } from './social.ts';
import { useFinishLogin } from './useFinishLogin.ts';

type ReturnProblem = 'stateMismatch' | 'denied';

const isProvider = (value: string | undefined): value is SocialProvider =>
  SOCIAL_PROVIDERS.some((provider) => provider === value);

/**
 * `/login/oauth/:provider`: the provider's redirect back. Checks `state` against the one stored
 * when the visitor left, then posts the code to `login-{provider}/` (VK calls it `auth`, §7).
 * @example { path: 'login/oauth/:provider', Component: OAuthReturnPage }
 */
export function OAuthReturnPage() {
  const { t } = useTranslation('auth');
  const brand = useBrand();
  const { provider } = useParams();
  const [params] = useSearchParams();
  const [problem, setProblem] = useState<ReturnProblem>();
  const [error, setError] = useState<ApiFailure>();
  const [socialLogin] = useSocialLoginMutation();
  const finish = useFinishLogin();
  // The provider's code is single use: post it once even when effects run twice (StrictMode).
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const pending = takePendingSocialLogin(
      globalThis.sessionStorage,
      provider ?? '',
      params.get('state'),
    );
    const code = params.get('code');
    // Async so that every outcome is set after the effect, like the answer of the call.
    void (async () => {
      if (!pending || !isProvider(provider)) {
        setProblem('stateMismatch');
        return;
      }
      if (params.get('error') !== null || code === null) {
        setProblem('denied');
        return;
      }
      const answer = provider === 'vk' ? { auth: code } : { code };
      try {
        const success = await socialLogin({
          provider,
          body: { ...answer, ...(await fingerprintFields()) },
        }).unwrap();
        await finish(success, pending.next);
      } catch (failure) {
        setError(asApiFailure(failure));
      }
    })();
  }, [provider, params, socialLogin, finish]);

  const failed = problem !== undefined || error !== undefined;
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('oauth.heading')}</h1>
      {problem && (
        <Alert tone="danger" role="alert">
          {problem === 'denied' ? t('oauth.denied') : t('oauth.stateMismatch')}
        </Alert>
      )}
      <FailureAlert failure={error} />
      {failed ? (
        <p>
          <Link to={brand.loginPath}>{t('oauth.backToLogin')}</Link>
        </p>
      ) : (
        <p role="status">{t('oauth.working')}</p>
      )}
    </div>
  );
}
