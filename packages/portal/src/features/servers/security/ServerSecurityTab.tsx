import { serverDisplayStatus } from '@cloud-portal/domain/servers';
import { Alert, Button, Card, ConfirmDialog, EmptyState, Select, Skeleton } from '@cloud-portal/ui';
import { Plus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { controlPath } from '../../../app/paths.ts';
import { useRegionData } from '../../cloud/regionData.ts';
import { LinkButton } from '../../layout/LinkButton.tsx';
import { AttachForm } from '../AttachForm.tsx';
import { AttachmentList } from '../AttachmentList.tsx';
import { ChangeOutcome } from '../ChangeOutcome.tsx';
import { useChangeOutcome } from '../useChangeOutcome.ts';
import type { ServerTabProps } from '../page/ServerTabProps.ts';
import { SecurityGroupRules } from './SecurityGroupRules.tsx';
import { serverGroups } from './serverGroups.ts';
import {
  useAddServerSecurityGroupMutation,
  useRemoveServerSecurityGroupMutation,
} from './serverSecurityApi.ts';
import styles from './ServerSecurityTab.module.css';

/**
 * `server-security` (issue 13): the server's security groups in §5's order (`default` hidden,
 * `allow_all` first), each with its rules summarised, removed after a confirmation; and one of the
 * region's other groups added. Refusals show the cloud's message.
 */
export function ServerSecurityTab({ server }: ServerTabProps) {
  const { t } = useTranslation(['servers', 'errors']);
  const outcome = useChangeOutcome();
  const { securityGroups } = useRegionData(server.region);
  const [add, adding] = useAddServerSecurityGroupMutation();
  const [remove, removing] = useRemoveServerSecurityGroupMutation();
  const [picked, setPicked] = useState('');
  const [confirming, setConfirming] = useState<string | null>(null);
  const ref = { region: server.region, serverId: server.id };
  const { attached, available } = serverGroups(server, securityGroups.data);
  const regionGroups = securityGroups.data ?? [];
  const deleting = serverDisplayStatus(server) === 'deleting';
  const choice = available.some((group) => group.name === picked) ? picked : '';

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (choice === '') return;
    await outcome.run(async () => {
      await add({ ...ref, name: choice }).unwrap();
      setPicked('');
      return t('page.security.added', { name: choice });
    });
  };

  const detach = async (name: string) => {
    await outcome.run(async () => {
      await remove({ ...ref, name }).unwrap();
      return t('page.security.removed', { name });
    });
    setConfirming(null);
  };

  return (
    <div className={styles.tab}>
      <ChangeOutcome outcome={outcome} failedTitle={t('page.security.failed')} />
      <Card
        title={t('page.security.heading')}
        titleLevel={2}
        description={t('page.security.description')}
        footer={
          <LinkButton to={controlPath('firewall')} variant="ghost" size="sm">
            {t('page.security.manage')}
          </LinkButton>
        }
      >
        {attached === undefined ? (
          <p className={styles.muted}>{t('page.security.notYet')}</p>
        ) : attached.length === 0 ? (
          <EmptyState
            compact
            title={t('page.security.none')}
            description={t('page.security.noneText')}
          />
        ) : (
          <AttachmentList
            items={attached.map(({ name, group }) => ({
              key: name,
              main: (
                <>
                  <h3 className={styles.groupName}>{name}</h3>
                  {group?.description ? <p className={styles.muted}>{group.description}</p> : null}
                </>
              ),
              action: (
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={deleting || removing.isLoading}
                  aria-label={t('page.security.removeLabel', { name })}
                  onClick={() => setConfirming(name)}
                >
                  {t('page.security.remove')}
                </Button>
              ),
              details: group ? (
                <SecurityGroupRules group={group} groups={regionGroups} />
              ) : securityGroups.loading ? (
                <Skeleton variant="text" lines={2} />
              ) : null,
            }))}
          />
        )}
      </Card>
      <Card title={t('page.security.addHeading')} titleLevel={2}>
        {securityGroups.error && !securityGroups.data ? (
          <Alert tone="danger" title={t('page.security.groupsFailed')}>
            {securityGroups.errorMessage}
          </Alert>
        ) : (
          <AttachForm onSubmit={(event) => void submit(event)}>
            <Select
              label={t('page.security.groupLabel')}
              placeholder={
                securityGroups.loaded
                  ? t('page.security.pickGroup')
                  : t('page.security.groupsLoading')
              }
              options={available.map((group) => ({ value: group.name, label: group.name }))}
              value={choice}
              onChange={setPicked}
              disabled={!securityGroups.loaded || available.length === 0}
              description={
                securityGroups.loaded && available.length === 0
                  ? t('page.security.allAttached')
                  : undefined
              }
            />
            <Button
              type="submit"
              startIcon={<Plus aria-hidden="true" />}
              loading={adding.isLoading}
              disabled={choice === '' || deleting || attached === undefined}
            >
              {t('page.security.add')}
            </Button>
          </AttachForm>
        )}
      </Card>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open && !removing.isLoading) setConfirming(null);
        }}
        tone="danger"
        title={t('page.security.removeTitle', { name: confirming ?? '', server: server.name })}
        message={t('page.security.removeText')}
        confirmLabel={t('page.security.remove')}
        cancelLabel={t('page.security.cancel')}
        loading={removing.isLoading}
        closeOnConfirm={false}
        onConfirm={() => {
          if (confirming) void detach(confirming);
        }}
      />
    </div>
  );
}
