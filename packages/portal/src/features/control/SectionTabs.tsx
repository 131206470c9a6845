import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { controlPath, type PlainScreen } from '../../app/paths.ts';
import styles from './SectionTabs.module.css';

/** The screens of a side-nav section that are one another's tabs, in order. */
const SECTION_TABS: readonly (readonly PlainScreen[])[] = [
  ['accountInfo', 'accountApi', 'accountSecurity'],
  ['billingHistory', 'billingLimits'],
];

/** The tab group whose screen is at `pathname`, if any. */
const tabsAt = (pathname: string) =>
  SECTION_TABS.find((group) => group.some((screen) => controlPath(screen) === pathname));

/**
 * Links between the screens of one section (account: info, API access, security; billing:
 * history, limits) above the screen; nothing on a screen without siblings. The group's screens
 * take no parameters, so the path names the screen. Links, not ARIA tabs: each is a page of its own with its own URL.
 * @example <SectionTabs />
 */
export function SectionTabs() {
  const { t } = useTranslation('account');
  const tabs = tabsAt(useLocation().pathname.replace(/\/+$/, ''));
  if (!tabs) return null;
  return (
    <nav className={styles.tabs} aria-label={t('shell.sectionTabs')}>
      <ul className={styles.list}>
        {tabs.map((tab) => (
          <li key={tab}>
            <NavLink to={controlPath(tab)} className={styles.link} end>
              {t(`screens.${tab}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
