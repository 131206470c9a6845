import { useEffect } from 'react';
import { useAppDispatch } from '../../app/hooks.ts';
import { startCloudSession } from './startCloudSession.ts';

/**
 * Runs the cloud start-up while mounted (startCloudSession.ts); renders nothing. Loaded on demand
 * by {@link CloudStartup}, with the SDK code it needs.
 * @example <CloudStartupRunner />
 */
export function CloudStartupRunner() {
  const dispatch = useAppDispatch();
  useEffect(() => dispatch(startCloudSession()), [dispatch]);
  return null;
}
