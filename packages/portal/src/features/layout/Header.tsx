import { TopHeader, type TopHeaderLinkProps } from '@cloud-portal/ui';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useBrand } from '../../brand/BrandContext.tsx';
import type { ColorSchemeChoice } from '../../app/colorScheme.ts';
import { useStoreLoader, WithStore } from '../../app/WithStore.tsx';
import { ColorSchemeSelect } from './ColorSchemeSelect.tsx';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';
import { GuestActions } from './GuestActions.tsx';
import { publicNavigation } from './navigation.ts';
import styles from './Header.module.css';

// ui knows no router: its links are rendered as react-router links (client-side navigation).
const renderRouterLink = ({ href, children, ...props }: TopHeaderLinkProps) => (
  <Link to={href} {...props}>
    {children}
  </Link>
);

// The switch keeps its choice in the store, which loads after the page (issue 5): until then the
// same dropdown shows `system`, as the prerendered HTML does.
const ColorSchemeSwitcher = lazy(async () => ({
  default: (await import('./ColorSchemeSwitcher.tsx')).ColorSchemeSwitcher,
}));

/** A choice made before the store has loaded is dispatched once it has (not lost). */
function useEarlyColorSchemeChoice() {
  const loader = useStoreLoader();
  return (choice: ColorSchemeChoice) => {
    void Promise.all([loader.load(), import('../../app/preferencesSlice.ts')]).then(
      ([{ store }, { colorSchemeChosen }]) => store.dispatch(colorSchemeChosen(choice)),
      // The store did not load: its sections offer the retry; the choice is not applied.
      () => undefined,
    );
  };
}

const SessionActions = lazy(async () => ({
  default: (await import('./SessionActions.tsx')).SessionActions,
}));

/** The public site's top header (§2): logo, menu, language dropdown, sign in / sign up. */
export function Header() {
  const { t } = useTranslation();
  const brand = useBrand();
  // A new path closes an open group and the mobile menu (TopHeader compares it).
  const { pathname } = useLocation();
  const chooseColorSchemeEarly = useEarlyColorSchemeChoice();
  return (
    <TopHeader
      className={styles.header}
      logo={
        <>
          {/* Decorative: the site name beside it is the link's text. */}
          <img src={brand.logo} alt="" width="24" height="24" className={styles.logoMark} />
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
          <WithStore
            fallback={<ColorSchemeSelect value="system" onChange={chooseColorSchemeEarly} />}
          >
            <ColorSchemeSwitcher />
          </WithStore>
          {/* Prerendered and hydrated as a guest; the session (store) decides after hydration. */}
          <WithStore fallback={<GuestActions />}>
            <SessionActions />
          </WithStore>
        </>
      }
    />
  );
}
