import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { controlPath, NAMED_PATHS, type ControlScreen } from '../../app/paths.ts';
import styles from './SectionTabs.module.css';

/** A screen among its section's links: its name and the path it lives under. */
interface SectionTab {
  screen: ControlScreen;
  path: string;
}

const tab = (screen: ControlScreen, path: string): SectionTab => ({ screen, path });

/** The screens of a side-nav section that are one another's links, in order. */
const SECTION_TABS: readonly (readonly SectionTab[])[] = [
  [
    tab('accountInfo', controlPath('accountInfo')),
    tab('accountApi', controlPath('accountApi')),
    tab('accountSecurity', controlPath('accountSecurity')),
  ],
  [
    // Make a payment has views under its path (pay-with/recharge, …): one link for all of them.
    tab('payWith', NAMED_PATHS['pay-with']),
    tab('billingHistory', controlPath('billingHistory')),
    tab('billingLimits', controlPath('billingLimits')),
  ],
];

const isUnder = (pathname: string, path: string) =>
  pathname === path || pathname.startsWith(`${path}/`);

/** The group with a screen at `pathname` (or under it), if any. */
const tabsAt = (pathname: string) =>
  SECTION_TABS.find((group) => group.some((entry) => isUnder(pathname, entry.path)));

/**
 * Links between the screens of one section (account: info, API access, security; billing: make a
 * payment, history, limits) above the screen, the current one marked; nothing on a screen without
 * siblings. Links, not ARIA tabs: each is a page of its own with its own URL.
 * @example <SectionTabs />
 */
export function SectionTabs() {
  const { t } = useTranslation('account');
  const tabs = tabsAt(useLocation().pathname);
  if (!tabs) return null;
  return (
    <nav className={styles.tabs} aria-label={t('shell.sectionTabs')}>
      <ul className={styles.list}>
        {tabs.map((entry) => (
          <li key={entry.screen}>
            <NavLink to={entry.path} className={styles.link}>
              {t(`screens.${entry.screen}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
