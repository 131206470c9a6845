import { canRunServerAction, serverDisplayStatus } from '@cloud-portal/domain/servers';
import { formatAmount } from '@cloud-portal/domain/money';
import { Alert, Button, ConfirmDialog } from '@cloud-portal/ui';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAppDispatch } from '../../../app/hooks.ts';
import { controlPath } from '../../../app/paths.ts';
import { useBrand } from '../../../brand/BrandContext.tsx';
import { goalReached } from '../../analytics/goalReached.ts';
import { useRegionData } from '../../cloud/regionData.ts';
import type { CloudServer } from '../../cloud/regionResources.ts';
import { usePortalToaster } from '../../toasts/usePortalToaster.ts';
import { useCloudErrorText } from '../useCloudErrorText.ts';
import { useServerPowerActionMutation } from '../serverActionsApi.ts';
import { monthlySavings } from './deleteSavings.ts';
import styles from './ServerControlsTab.module.css';

/**
 * Deletes the server after its name is typed (the dialog says what it saves per month: the plan
 * price of its flavor in the region's currency), then counts §7's `delete_service` goal and goes
 * to the server list.
 */
export function DeleteServer({ server }: { server: CloudServer }) {
  const { t } = useTranslation(['servers', 'errors']);
  const errorText = useCloudErrorText();
  const brand = useBrand();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const toaster = usePortalToaster();
  const { plans } = useRegionData(server.region);
  const [run, { isLoading }] = useServerPowerActionMutation();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const allowed = canRunServerAction('delete', serverDisplayStatus(server));
  const savings = monthlySavings(server.flavor, plans.data);
  const savingsText = savings
    ? t('page.controls.delete.saves', {
        amount: formatAmount(savings.amount, {
          currency: savings.currency,
          roubleIntegers: brand.roubleIntegers,
        }),
      })
    : null;

  const remove = async () => {
    setFailure(null);
    try {
      await run({ region: server.region, serverId: server.id, action: 'delete' }).unwrap();
    } catch (error) {
      setFailure(errorText(error));
      setOpen(false);
      return;
    }
    dispatch(goalReached('delete_service'));
    toaster.show({
      level: 'success',
      message: t('page.controls.delete.done', { name: server.name }),
    });
    await navigate(controlPath('serverList'));
  };

  return (
    <div className={styles.section}>
      <p className={styles.text}>
        {t('page.controls.delete.text')} {savingsText}
      </p>
      <div>
        <Button
          variant="danger"
          startIcon={<Trash2 aria-hidden="true" />}
          disabled={!allowed}
          onClick={() => setOpen(true)}
        >
          {t('page.controls.delete.button')}
        </Button>
      </div>
      {failure ? (
        <Alert tone="danger" role="alert" title={t('page.controls.delete.failed')}>
          {failure}
        </Alert>
      ) : null}
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          if (!isLoading) setOpen(next);
        }}
        tone="danger"
        title={t('page.controls.delete.confirmTitle', { name: server.name })}
        message={
          <>
            {t('page.controls.delete.confirmText')}
            {savingsText ? (
              <>
                {' '}
                <strong>{savingsText}</strong>
              </>
            ) : null}
          </>
        }
        confirmationText={server.name}
        confirmationLabel={t('page.controls.delete.typeName', { name: server.name })}
        confirmLabel={t('page.controls.delete.confirm')}
        cancelLabel={t('page.controls.cancel')}
        loading={isLoading}
        closeOnConfirm={false}
        onConfirm={() => void remove()}
      />
    </div>
  );
}
