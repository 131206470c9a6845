import { DEFAULT_REGION } from '@cloud-portal/domain/regions';
import { Toast } from '@cloud-portal/ui';
import { Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useBrand } from '../../brand/BrandContext.tsx';
import { BUILD_ID } from './buildInfo.ts';
import { debugFromQuery, readDebugSetting, writeDebugSetting } from './debugSetting.ts';
import styles from './DebugToast.module.css';
import { pageRequestIds, type RequestIdLog } from './requestIds.ts';

/** Props of {@link DebugToast}. */
export interface DebugToastProps {
  /** The region the visitor works in. Default: §9's default region, eu-west2. */
  region?: string;
  /** The build's id. Default: the id the brand app's build injected (`dev` without one). */
  build?: string;
  /** Where the last request id comes from. Default: the page's log the API layers report to. */
  requestIds?: RequestIdLog;
  /** Where the setting is kept. Default `localStorage`. */
  storage?: Storage | undefined;
}

const browserStorage = () => {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
};

const noSubscription = () => () => undefined;

/** The toast itself, once the setting is on (its texts load with their namespace). */
function DebugDetails({
  region,
  build,
  requestIds,
  onClose,
}: Required<Pick<DebugToastProps, 'region' | 'build' | 'requestIds'>> & { onClose: () => void }) {
  const { t } = useTranslation('account');
  const brand = useBrand();
  const requestId = useSyncExternalStore(requestIds.subscribe, requestIds.last, requestIds.last);
  const details = [
    t('debug.build', { build }),
    t('debug.brand', { brand: brand.id }),
    t('debug.region', { region }),
    t('debug.requestId', { requestId: requestId ?? t('debug.noRequest') }),
  ];
  return (
    <section aria-label={t('debug.regionLabel')} className={styles.viewport}>
      <Toast
        level="info"
        title={t('debug.title')}
        message={details.join(' · ')}
        className={styles.details}
        dismissLabel={t('debug.close')}
        onDismiss={onClose}
        data-toast="debug"
      />
    </section>
  );
}

/**
 * The debug toast of §2's global UI: the build, the brand, the region and the id of the last API
 * request, for developers and support. Shown when the debug setting is on: `?debug=1` in any URL
 * turns it on (kept in `localStorage['cloud-portal.debug']`), `?debug=0` off. The × hides it
 * until the next page load.
 * @example <DebugToast region={selectedRegion} /> // once, in the control area's layout
 */
export function DebugToast({
  region = DEFAULT_REGION,
  build = BUILD_ID,
  requestIds = pageRequestIds,
  storage = browserStorage(),
}: DebugToastProps) {
  const { search } = useLocation();
  const fromQuery = debugFromQuery(search);
  // The stored setting is read on the client only: a server render has none.
  const stored = useSyncExternalStore(
    noSubscription,
    () => readDebugSetting(storage),
    () => false,
  );
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (fromQuery !== undefined) writeDebugSetting(storage, fromQuery);
  }, [fromQuery, storage]);

  if (!(fromQuery ?? stored) || hidden) return null;
  return (
    <Suspense fallback={null}>
      <DebugDetails
        region={region}
        build={build}
        requestIds={requestIds}
        onClose={() => setHidden(true)}
      />
    </Suspense>
  );
}
