import { useTranslation } from 'react-i18next';
import { useBrand } from '../../brand/BrandContext.tsx';
import { LinkButton } from './LinkButton.tsx';

/** The header's sign in and sign up buttons (§2), for visitors who are not logged in. */
export function GuestActions() {
  const { t } = useTranslation();
  const brand = useBrand();
  return (
    <>
      <LinkButton to={brand.loginPath} variant="ghost" size="sm">
        {t('nav.signIn')}
      </LinkButton>
      {brand.features.signUp && (
        <LinkButton to="/register" size="sm">
          {t('nav.signUp')}
        </LinkButton>
      )}
    </>
  );
}
