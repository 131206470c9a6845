import { canRunServerAction } from '@cloud-portal/domain/servers';
import { Button, ConfirmDialog } from '@cloud-portal/ui';
import { CircleCheck, CircleX, MinusCircle, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../../app/hooks.ts';
import { goalReached } from '../../analytics/goalReached.ts';
import { useServerPowerActionMutation, type ServerPowerAction } from '../serverActionsApi.ts';
import styles from './ServerListScreen.module.css';
import { runBulkServerAction, type BulkItemResult } from './bulkServerAction.ts';
import type { ServerRow } from './serverRows.ts';

const BULK_ACTIONS = ['start', 'stop', 'reboot', 'delete'] as const satisfies ServerPowerAction[];
type BulkAction = (typeof BULK_ACTIONS)[number];

/** A server the action did not apply to (a reboot of a stopped server), reported as skipped. */
type BulkResult = BulkItemResult | { serverId: string; name: string; skipped: true };

interface Run {
  action: BulkAction;
  total: number;
  results: BulkResult[];
  done: boolean;
}

/**
 * The bar above the list while servers are selected: start, stop, reboot or delete them all, one
 * call per server, and a result per server (done, failed with the cloud's message, or skipped
 * because its status does not allow the action).
 */
export function BulkActions({
  selected,
  onDone,
}: {
  selected: readonly ServerRow[];
  onDone: () => void;
}) {
  const { t } = useTranslation('servers');
  const dispatch = useAppDispatch();
  const [powerAction] = useServerPowerActionMutation();
  const [confirm, setConfirm] = useState<'stop' | 'delete' | null>(null);
  const [run, setRun] = useState<Run | null>(null);

  const start = async (action: BulkAction) => {
    const applicable = selected.filter((row) => canRunServerAction(action, row.status));
    const skipped: BulkResult[] = selected
      .filter((row) => !canRunServerAction(action, row.status))
      .map((row) => ({ serverId: row.id, name: row.name, skipped: true }));
    setRun({ action, total: selected.length, results: skipped, done: false });
    onDone();
    const results = await runBulkServerAction(
      applicable,
      action,
      (target) => powerAction({ region: target.region, serverId: target.id, action }).unwrap(),
      (result) =>
        setRun((current) => current && { ...current, results: [...current.results, result] }),
    );
    if (action === 'delete') {
      for (const result of results) if (result.ok) dispatch(goalReached('delete_service'));
    }
    setRun((current) => current && { ...current, done: true });
  };

  const busy = run !== null && !run.done;
  return (
    <>
      {selected.length > 0 ? (
        <div className={styles.bulkBar} role="toolbar" aria-label={t('list.bulk.label')}>
          <span className={styles.bulkCount}>
            {t('list.bulk.selected', { count: selected.length })}
          </span>
          {BULK_ACTIONS.map((action) => (
            <Button
              key={action}
              size="sm"
              variant={action === 'delete' ? 'danger' : 'secondary'}
              disabled={busy || !selected.some((row) => canRunServerAction(action, row.status))}
              onClick={() =>
                action === 'stop' || action === 'delete' ? setConfirm(action) : void start(action)
              }
            >
              {t(`list.actions.${action}`)}
            </Button>
          ))}
        </div>
      ) : null}
      {confirm ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => {
            if (!open) setConfirm(null);
          }}
          tone={confirm === 'delete' ? 'danger' : 'default'}
          title={t(`list.bulk.confirm.${confirm}.title`, { count: selected.length })}
          message={t(`list.bulk.confirm.${confirm}.text`, {
            count: selected.length,
            names: selected.map((row) => row.name).join(', '),
          })}
          confirmLabel={t(`list.actions.${confirm}`)}
          cancelLabel={t('list.confirm.cancel')}
          confirmationText={confirm === 'delete' ? t('list.bulk.deleteWord') : undefined}
          confirmationLabel={
            confirm === 'delete'
              ? t('list.bulk.typeWord', { word: t('list.bulk.deleteWord') })
              : undefined
          }
          onConfirm={() => void start(confirm)}
        />
      ) : null}
      {run ? (
        <section className={styles.bulkResults} aria-labelledby="bulk-results-heading">
          <header className={styles.bulkResultsHeader}>
            <h2 id="bulk-results-heading" aria-live="polite">
              {run.done
                ? t(`list.bulk.finished.${run.action}`, {
                    ok: run.results.filter((result) => 'ok' in result && result.ok).length,
                    count: run.total,
                  })
                : t(`list.bulk.progress.${run.action}`, {
                    done: run.results.length,
                    count: run.total,
                  })}
            </h2>
            {run.done ? (
              <Button
                size="sm"
                variant="ghost"
                startIcon={<X aria-hidden="true" />}
                onClick={() => setRun(null)}
              >
                {t('list.bulk.dismiss')}
              </Button>
            ) : null}
          </header>
          <ul className={styles.bulkList}>
            {run.results.map((result) => (
              <li
                key={result.serverId}
                data-result={'skipped' in result ? 'skipped' : result.ok ? 'ok' : 'failed'}
              >
                {'skipped' in result ? (
                  <>
                    <MinusCircle aria-hidden="true" size={16} />
                    <span>{t('list.bulk.skipped', { name: result.name })}</span>
                  </>
                ) : result.ok ? (
                  <>
                    <CircleCheck aria-hidden="true" size={16} className={styles.ok} />
                    <span>{t('list.bulk.ok', { name: result.name })}</span>
                  </>
                ) : (
                  <>
                    <CircleX aria-hidden="true" size={16} className={styles.failed} />
                    <span>
                      {t('list.bulk.failed', { name: result.name, message: result.message })}
                    </span>
                  </>
                )}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
