import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLocation } from 'react-router';
import { PublicPageContainer } from '../layout/PublicPage.tsx';
import styles from './CompanyPages.module.css';

/** The company pages of §2, in the order of the sub-navigation. */
export const COMPANY_PAGES = [
  { path: 'about', labelKey: 'company.nav.about' },
  { path: 'contact', labelKey: 'company.nav.contact' },
  { path: 'jobs', labelKey: 'company.nav.jobs' },
  { path: 'affiliate-program', labelKey: 'company.nav.affiliate' },
  { path: 'data-center-locations', labelKey: 'company.nav.dataCenters' },
] as const;

/** Layout of /company/*: a sub-navigation between the company pages above the page. */
export function CompanyLayout() {
  const { t } = useTranslation('company');
  const { pathname } = useLocation();
  const list = useRef<HTMLUListElement>(null);
  // On narrow screens the sub-navigation is one scrolling row: bring the current page's link
  // into view (horizontally only, so the page itself does not jump).
  useEffect(() => {
    const row = list.current;
    const current = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !current || row.scrollWidth <= row.clientWidth) return;
    row.scrollLeft =
      current.offsetLeft - row.offsetLeft - (row.clientWidth - current.offsetWidth) / 2;
  }, [pathname]);
  return (
    <PublicPageContainer>
      <nav className={styles.subnav} aria-label={t('company.nav.label')}>
        <ul ref={list}>
          {COMPANY_PAGES.map((page) => (
            <li key={page.path}>
              <NavLink to={`/company/${page.path}`}>{t(page.labelKey)}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </PublicPageContainer>
  );
}
