import type { ApiFailure, Product } from '@cloud-portal/api-client';
import { Alert, Button, Card, ConfirmDialog, Select } from '@cloud-portal/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { asApiFailure } from '../../../app/productApi.ts';
import { FailureAlert } from '../../auth/FailureAlert.tsx';
import styles from './ServerBillingTab.module.css';
import { useChangeNetworkPlanMutation } from './serverBillingApi.ts';

/**
 * The server's network plan (port speed) and its change (§7 change-network-plan): a select of
 * the speeds the product offers and a confirmation that says the price does not change. The
 * outcome shows next to the control (the call raises no toast).
 * @example <NetworkPlanSection product={product} serverName={server.name} />
 */
export function NetworkPlanSection({
  product,
  serverName,
}: {
  product: Product;
  serverName: string;
}) {
  const { t } = useTranslation('servers');
  const [choice, setChoice] = useState(product.network_plan);
  const [confirming, setConfirming] = useState(false);
  const [changed, setChanged] = useState<string | null>(null);
  const [failure, setFailure] = useState<ApiFailure | undefined>(undefined);
  const [changeNetworkPlan, { isLoading }] = useChangeNetworkPlanMutation();

  const change = async () => {
    setFailure(undefined);
    setChanged(null);
    try {
      const updated = await changeNetworkPlan({
        serverId: product.external_id,
        networkPlan: choice,
      }).unwrap();
      setChanged(updated.network_plan);
    } catch (thrown) {
      setFailure(asApiFailure(thrown));
    } finally {
      setConfirming(false);
    }
  };

  return (
    <Card title={t('billing.network.title')} titleLevel={2}>
      <div className={styles.section}>
        <dl className={styles.facts}>
          <div>
            <dt>{t('billing.network.current')}</dt>
            <dd data-testid="network-plan">{product.network_plan}</dd>
          </div>
        </dl>
        <div className={styles.change}>
          <Select
            label={t('billing.network.choose')}
            options={product.network_plans.map((plan) => ({ value: plan, label: plan }))}
            value={choice}
            onChange={(value) => {
              setChoice(value);
              setChanged(null);
              setFailure(undefined);
            }}
          />
          <Button
            variant="secondary"
            disabled={choice === product.network_plan}
            loading={isLoading}
            onClick={() => setConfirming(true)}
          >
            {t('billing.network.change')}
          </Button>
        </div>
        <ConfirmDialog
          open={confirming}
          onOpenChange={(open) => {
            if (!isLoading) setConfirming(open);
          }}
          title={t('billing.network.confirmTitle', { name: serverName, plan: choice })}
          message={t('billing.network.confirmMessage')}
          confirmLabel={t('billing.network.confirm')}
          cancelLabel={t('billing.network.cancel')}
          loading={isLoading}
          closeOnConfirm={false}
          onConfirm={() => void change()}
        />
        {changed !== null ? (
          <Alert tone="success">{t('billing.network.changed', { plan: changed })}</Alert>
        ) : null}
        <FailureAlert failure={failure} />
      </div>
    </Card>
  );
}
