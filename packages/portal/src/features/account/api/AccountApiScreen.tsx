import { DEFAULT_REGION } from '@cloud-portal/domain/regions';
import type { Consumer } from '@cloud-portal/api-client';
import {
  Alert,
  Button,
  Card,
  CodeBlock,
  CopyButton,
  Select,
  Skeleton,
  Switch,
} from '@cloud-portal/ui';
import { buildCloudUrl } from '@cloud-portal/cloud-sdk/core';
import { Download } from 'lucide-react';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../../brand/BrandContext.tsx';
import { pickDefaultConsumer } from '../../cloud/consumer.ts';
import { useRegionsQuery } from '../../regions/useRegionsQuery.ts';
import styles from './AccountApiScreen.module.css';
import { cloudsYaml, openrcScript, type CliCredentials } from './cliCredentials.ts';
import { useListConsumersQuery } from './consumersApi.ts';
import { downloadText } from './downloadText.ts';

/** The password in a file shown while "Show password" is off. */
const MASK = '••••••••••••';

/** What a file name carries of the brand: `cloud-portal` from "Cloud Portal". */
const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'cloud';

/**
 * `account/api` (§2, §3 command-line credentials file): the consumer's cloud credentials for the
 * `openstack` client, Terraform and the SDKs, as fields with copy buttons, an openrc script and a
 * clouds.yaml, each downloadable, for a region the customer picks (each region has its own
 * Keystone URL). The password stays masked on screen until "Show password" is on; the downloads
 * always carry it.
 */
export function AccountApiScreen() {
  const { t } = useTranslation('account');
  const brand = useBrand();
  const consumers = useListConsumersQuery();
  const regions = useRegionsQuery();
  const [chosenRegion, setChosenRegion] = useState<string | null>(null);
  const [shown, setShown] = useState(false);

  const regionIds = (regions.data ?? []).map((region) => region.id);
  const region =
    chosenRegion ?? (regionIds.includes(DEFAULT_REGION) ? DEFAULT_REGION : regionIds[0]);
  const consumer: Consumer | undefined = consumers.data
    ? pickDefaultConsumer(consumers.data)
    : undefined;

  let body;
  if (consumers.isLoading || regions.isLoading) {
    body = (
      <div aria-busy="true" className={styles.file}>
        <Skeleton variant="text" width="20rem" />
        <Skeleton variant="rect" height="12rem" />
      </div>
    );
  } else if (consumers.isError || regions.isError || region === undefined) {
    body = (
      <Alert
        tone="danger"
        role="alert"
        title={t('api.failed')}
        action={
          <Button
            variant="secondary"
            loading={consumers.isFetching || regions.isFetching}
            onClick={() => {
              if (consumers.isError) void consumers.refetch();
              if (regions.isError) regions.refetch();
            }}
          >
            {t('api.retry')}
          </Button>
        }
      />
    );
  } else if (!consumer) {
    body = <Alert tone="info">{t('api.noConsumer')}</Alert>;
  } else {
    const credentials: CliCredentials = {
      authUrl: new URL(
        buildCloudUrl({
          baseUrl: brand.endpoints.cloud,
          region,
          service: 'identity',
          path: '/v3',
        }),
        window.location.origin,
      ).href,
      region,
      project: consumer.os_project,
      domain: consumer.os_domain,
      user: consumer.os_user,
      password: consumer.os_password,
    };
    const cloudName = slug(brand.siteName);
    const visible = shown ? credentials : { ...credentials, password: MASK };
    const files = [
      {
        id: 'openrc',
        name: 'openrc.sh',
        language: 'sh',
        hint: t('api.openrcHint'),
        text: openrcScript,
        type: 'text/x-shellscript',
      },
      {
        id: 'clouds',
        name: 'clouds.yaml',
        language: 'YAML',
        hint: t('api.cloudsHint', { cloud: cloudName }),
        text: (value: CliCredentials) => cloudsYaml(value, cloudName),
        type: 'application/yaml',
      },
    ];
    const fields: [string, string, boolean][] = [
      [t('api.fields.authUrl'), credentials.authUrl, true],
      [t('api.fields.region'), credentials.region, false],
      [t('api.fields.project'), credentials.project, true],
      [t('api.fields.domain'), credentials.domain, false],
      [t('api.fields.user'), credentials.user, true],
    ];
    body = (
      <>
        <div className={styles.controls}>
          <Select
            label={t('api.region')}
            options={regionIds.map((id) => ({ value: id, label: id }))}
            value={region}
            onChange={setChosenRegion}
          />
          <Switch label={t('api.showPassword')} checked={shown} onCheckedChange={setShown} />
        </div>
        <Card title={t('api.credentials')} titleLevel={2}>
          <dl className={styles.fields}>
            {fields.map(([label, value, copyable]) => (
              <Fragment key={label}>
                <dt>{label}</dt>
                <dd>
                  <span className={styles.value}>{value}</span>
                  {copyable ? (
                    <CopyButton
                      iconOnly
                      value={value}
                      label={t('api.copyField', { field: label })}
                      copiedLabel={t('api.copied')}
                    />
                  ) : null}
                </dd>
              </Fragment>
            ))}
            <dt>{t('api.fields.password')}</dt>
            <dd>
              <span className={styles.value} data-testid="api-password">
                {visible.password}
              </span>
              <CopyButton
                iconOnly
                value={credentials.password}
                label={t('api.copyField', { field: t('api.fields.password') })}
                copiedLabel={t('api.copied')}
              />
            </dd>
          </dl>
        </Card>
        {files.map((file) => (
          <Card
            key={file.id}
            title={file.name}
            titleLevel={2}
            description={file.hint}
            actions={
              <Button
                variant="secondary"
                startIcon={<Download aria-hidden="true" />}
                onClick={() => downloadText(file.name, file.text(credentials), file.type)}
              >
                {t('api.download', { file: file.name })}
              </Button>
            }
          >
            <CodeBlock
              code={file.text(visible)}
              language={file.language}
              {...(shown ? { copyLabel: t('api.copy'), copiedLabel: t('api.copied') } : {})}
            />
          </Card>
        ))}
        <p className={styles.note}>{t('api.note')}</p>
      </>
    );
  }

  return (
    <div className={styles.screen}>
      <h1 className={styles.title}>{t('screens.accountApi')}</h1>
      <p className={styles.intro}>{t('api.intro')}</p>
      {body}
    </div>
  );
}
