import { useTranslation } from 'react-i18next';
import { useBrand } from '../../brand/BrandContext.tsx';
import { LinkButton } from '../layout/LinkButton.tsx';

/**
 * The hero's primary action for a visitor who is not logged in: create an account, or sign in
 * where there is no sign-up (§1 asia host). It is also what the prerendered page shows.
 * @example <WithStore fallback={<GuestHeroAction />}><SessionHeroAction /></WithStore>
 */
export function GuestHeroAction() {
  const { t } = useTranslation(['public', 'common']);
  const brand = useBrand();
  return brand.features.signUp ? (
    <LinkButton to="/register" size="lg">
      {t('hero.primaryAction')}
    </LinkButton>
  ) : (
    <LinkButton to={brand.loginPath} size="lg">
      {t('nav.signIn', { ns: 'common' })}
    </LinkButton>
  );
}
