import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../app/hooks.ts';
import { startCloudSession } from './startCloudSession.ts';

/**
 * Runs the cloud start-up while mounted (startCloudSession.ts); renders nothing. Loaded on demand
 * by {@link CloudStartup}, with the SDK code it needs.
 * @example <CloudStartupRunner />
 */
export function CloudStartupRunner() {
  const dispatch = useAppDispatch();
  // The §8 notifications are `errors:cloud.*`: the namespace is loaded before the session starts.
  const { t } = useTranslation('errors');
  // The current language's texts, without restarting the session when the language changes.
  const translate = useRef(t);
  useEffect(() => {
    translate.current = t;
  }, [t]);
  useEffect(
    () =>
      dispatch(startCloudSession({ translate: (key) => String(translate.current(key as never)) })),
    [dispatch],
  );
  return null;
}
