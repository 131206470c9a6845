import { Spinner } from '@cloud-portal/ui';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { WithStore } from './WithStore.tsx';

/**
 * A layout route for screens that work on the store (auth screens, the control area): they render
 * once the store has loaded, a spinner until then. Public pages without it never load Redux.
 * @example { element: <StoreOutlet />, children: authRoutes() }
 */
export function StoreOutlet() {
  const { t } = useTranslation();
  return (
    <WithStore fallback={<Spinner label={t('loading')} />}>
      <Outlet />
    </WithStore>
  );
}
