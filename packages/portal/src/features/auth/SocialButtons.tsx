import { Button } from '@cloud-portal/ui';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import styles from './AuthPage.module.css';
import {
  SOCIAL_PROVIDERS,
  SOCIAL_PROVIDER_NAMES,
  randomState,
  savePendingSocialLogin,
  socialAuthorizeUrl,
} from './social.ts';

/**
 * The social-login buttons (§1, §7): each leaves for the provider's consent page with a fresh
 * `state` kept in sessionStorage, checked by the return route.
 * @example <SocialButtons />
 */
export function SocialButtons() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  return (
    <div className={styles.social}>
      {SOCIAL_PROVIDERS.map((provider) => (
        <Button
          key={provider}
          variant="secondary"
          onClick={() => {
            const state = randomState();
            savePendingSocialLogin(globalThis.sessionStorage, {
              state,
              provider,
              next: params.get('next'),
            });
            globalThis.location.assign(socialAuthorizeUrl(provider, state));
          }}
        >
          {t('login.socialButton', { provider: SOCIAL_PROVIDER_NAMES[provider] })}
        </Button>
      ))}
    </div>
  );
}
