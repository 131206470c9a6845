import { TopHeader, type TopHeaderLinkProps } from '@cloud-portal/ui';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useBrand } from '../../brand/BrandContext.tsx';
import { ColorSchemeSwitcher } from './ColorSchemeSwitcher.tsx';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';
import { LinkButton } from './LinkButton.tsx';
import { publicNavigation } from './navigation.ts';
import styles from './Header.module.css';

// ui knows no router: its links are rendered as react-router links (client-side navigation).
const renderRouterLink = ({ href, children, ...props }: TopHeaderLinkProps) => (
  <Link to={href} {...props}>
    {children}
  </Link>
);

/** The public site's top header (§2): logo, menu, language dropdown, sign in / sign up. */
export function Header() {
  const { t } = useTranslation();
  const brand = useBrand();
  // A new path closes an open group and the mobile menu (TopHeader compares it).
  const { pathname } = useLocation();
  return (
    <TopHeader
      className={styles.header}
      logo={
        <>
          <span aria-hidden="true" className={styles.logoMark} />
          {brand.siteName}
        </>
      }
      logoLabel={t('nav.home', { siteName: brand.siteName })}
      items={publicNavigation(brand.features, t)}
      navLabel={t('nav.mainNavigation')}
      menuLabel={t('nav.openMenu')}
      currentPath={pathname}
      renderLink={renderRouterLink}
      actions={
        <>
          <LanguageSwitcher />
          <ColorSchemeSwitcher />
          <LinkButton to={brand.loginPath} variant="ghost" size="sm">
            {t('nav.signIn')}
          </LinkButton>
          {brand.features.signUp && (
            <LinkButton to="/register" size="sm">
              {t('nav.signUp')}
            </LinkButton>
          )}
        </>
      }
    />
  );
}
