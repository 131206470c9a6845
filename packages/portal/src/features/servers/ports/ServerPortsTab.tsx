import { isServerInTransition, serverDisplayStatus } from '@cloud-portal/domain/servers';
import { Alert, Button, Card, ConfirmDialog, Select } from '@cloud-portal/ui';
import { Plus, Trash2 } from 'lucide-react';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AttachForm } from '../AttachForm.tsx';
import { ChangeOutcome } from '../ChangeOutcome.tsx';
import { useChangeOutcome } from '../useChangeOutcome.ts';
import { useCloudErrorText } from '../useCloudErrorText.ts';
import type { ServerTabProps } from '../page/ServerTabProps.ts';
import {
  useAttachServerInterfaceMutation,
  useDetachServerInterfaceMutation,
  useListServerInterfacesQuery,
  type ServerInterface,
} from './interfacesApi.ts';
import { InterfaceList } from './InterfaceList.tsx';
import { useListRegionNetworksQuery } from './regionNetworksApi.ts';
import styles from './ServerPortsTab.module.css';

/**
 * `server-ports` (issue 13): the server's network interfaces (a port each, with its network,
 * addresses, MAC and state), a new one on a network of the region, and removing one after a
 * confirmation. Changes wait while the server is in a transition (Nova refuses them then).
 */
export function ServerPortsTab({ server }: ServerTabProps) {
  const { t } = useTranslation(['servers', 'errors']);
  const errorText = useCloudErrorText();
  const ref = { region: server.region, serverId: server.id };
  const interfaces = useListServerInterfacesQuery(ref);
  const networks = useListRegionNetworksQuery(server.region);
  const [attach, attaching] = useAttachServerInterfaceMutation();
  const [detach, detaching] = useDetachServerInterfaceMutation();
  const [networkId, setNetworkId] = useState('');
  const [removing, setRemoving] = useState<ServerInterface | null>(null);
  const outcome = useChangeOutcome();
  const busy =
    isServerInTransition(serverDisplayStatus(server)) || serverDisplayStatus(server) === 'deleting';

  const networkName = useMemo(() => {
    const names = new Map((networks.data ?? []).map((network) => [network.id, network.name]));
    return (id: string) => names.get(id) ?? id;
  }, [networks.data]);

  const add = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (networkId === '') return;
    await outcome.run(async () => {
      const added = await attach({ ...ref, networkId }).unwrap();
      setNetworkId('');
      return t('page.ports.added', {
        network: networkName(added.networkId),
        addresses: added.addresses.join(', ') || '—',
      });
    });
  };

  const remove = async (target: ServerInterface) => {
    await outcome.run(async () => {
      await detach({ ...ref, portId: target.portId }).unwrap();
      return t('page.ports.removed', { network: networkName(target.networkId) });
    });
    setRemoving(null);
  };

  const options = (networks.data ?? []).map((network) => ({
    value: network.id,
    label: network.name,
  }));

  return (
    <div className={styles.tab}>
      <ChangeOutcome outcome={outcome} failedTitle={t('page.ports.failed')} />
      <Card
        title={t('page.ports.heading')}
        titleLevel={2}
        description={t('page.ports.description')}
      >
        {interfaces.error && !interfaces.data ? (
          <Alert
            tone="danger"
            title={t('page.ports.loadFailed')}
            action={
              <Button size="sm" variant="secondary" onClick={() => void interfaces.refetch()}>
                {t('page.retry')}
              </Button>
            }
          >
            {errorText(interfaces.error)}
          </Alert>
        ) : (
          <InterfaceList
            interfaces={interfaces.data}
            loading={interfaces.isLoading}
            networkName={networkName}
            renderRemove={(row) => (
              <Button
                size="sm"
                variant="secondary"
                startIcon={<Trash2 aria-hidden="true" />}
                disabled={busy || detaching.isLoading}
                aria-label={t('page.ports.removeLabel', {
                  network: networkName(row.networkId),
                  addresses: row.addresses.join(', '),
                })}
                onClick={() => setRemoving(row)}
              >
                {t('page.ports.remove')}
              </Button>
            )}
          />
        )}
      </Card>
      <Card title={t('page.ports.addHeading')} titleLevel={2}>
        <AttachForm onSubmit={(event) => void add(event)}>
          {networks.error && !networks.data ? (
            <Alert
              tone="danger"
              title={t('page.ports.networksFailed')}
              action={
                <Button size="sm" variant="secondary" onClick={() => void networks.refetch()}>
                  {t('page.retry')}
                </Button>
              }
            >
              {errorText(networks.error)}
            </Alert>
          ) : (
            <Select
              label={t('page.ports.networkLabel')}
              placeholder={
                networks.isLoading ? t('page.ports.networksLoading') : t('page.ports.pickNetwork')
              }
              options={options}
              value={networkId}
              onChange={setNetworkId}
              disabled={networks.isLoading || options.length === 0}
              description={
                !networks.isLoading && options.length === 0 ? t('page.ports.noNetworks') : undefined
              }
            />
          )}
          <Button
            type="submit"
            startIcon={<Plus aria-hidden="true" />}
            loading={attaching.isLoading}
            disabled={networkId === '' || busy}
          >
            {t('page.ports.add')}
          </Button>
        </AttachForm>
        {busy ? <p className={styles.muted}>{t('page.ports.waitForServer')}</p> : null}
      </Card>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open && !detaching.isLoading) setRemoving(null);
        }}
        tone="danger"
        title={t('page.ports.removeTitle', {
          network: removing ? networkName(removing.networkId) : '',
        })}
        message={t('page.ports.removeText', {
          addresses: removing?.addresses.join(', ') || '—',
          name: server.name,
        })}
        confirmLabel={t('page.ports.remove')}
        cancelLabel={t('page.ports.cancel')}
        loading={detaching.isLoading}
        closeOnConfirm={false}
        onConfirm={() => {
          if (removing) void remove(removing);
        }}
      />
    </div>
  );
}
