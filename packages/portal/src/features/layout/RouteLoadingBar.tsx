import { useTranslation } from 'react-i18next';
import styles from './RouteLoadingBar.module.css';

/**
 * §2 Global UI "route loading spinner": a thin indeterminate bar at the top of the viewport while
 * the router's loading flag is up (RouteEffects). Nothing is rendered otherwise.
 * @example <RouteLoadingBar active={useRouteLoadingFlag()} />
 */
export function RouteLoadingBar({ active }: { active: boolean }) {
  const { t } = useTranslation();
  if (!active) return null;
  return <div className={styles.bar} role="progressbar" aria-label={t('routeLoading.label')} />;
}
