import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { useBrand } from '../../brand/BrandContext.tsx';
import { ColorSchemeSwitcher } from './ColorSchemeSwitcher.tsx';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';
import { LinkButton } from './LinkButton.tsx';
import { NavGroup } from './NavGroup.tsx';
import { publicNavigation } from './navigation.ts';
import styles from './Header.module.css';

/** The public site's top header (§2): logo, menu, language dropdown, sign in / sign up. */
export function Header() {
  const { t } = useTranslation();
  const brand = useBrand();
  const [menuOpen, setMenuOpen] = useState(false);
  const navigation = publicNavigation(brand.features);

  return (
    <header className={styles.header} data-menu={menuOpen ? 'open' : 'closed'}>
      <div className={styles.bar}>
        <Link
          to="/"
          className={styles.logo}
          aria-label={t('nav.home', { siteName: brand.siteName })}
        >
          <span aria-hidden="true" className={styles.logoMark} />
          {brand.siteName}
        </Link>
        <button
          type="button"
          className={styles.menuToggle}
          aria-expanded={menuOpen}
          aria-controls="site-navigation"
          onClick={() => setMenuOpen((open) => !open)}
        >
          {t('nav.openMenu')}
        </button>
        <nav id="site-navigation" className={styles.nav} aria-label={t('nav.mainNavigation')}>
          <ul className={styles.menu}>
            {navigation.map((item) =>
              item.kind === 'group' ? (
                <NavGroup key={item.id} group={item} />
              ) : (
                <li key={item.to} className={styles.item}>
                  <NavLink className={styles.navLink} to={item.to}>
                    {t(item.labelKey)}
                  </NavLink>
                </li>
              ),
            )}
          </ul>
          <div className={styles.actions}>
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
          </div>
        </nav>
      </div>
    </header>
  );
}
