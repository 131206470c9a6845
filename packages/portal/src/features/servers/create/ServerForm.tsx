import type { Plan, Region } from '@cloud-portal/api-client';
import { DEFAULT_MICROVERSIONS } from '@cloud-portal/cloud-sdk/core';
import { groupPlansByCategory } from '@cloud-portal/domain/catalog';
import { groupImages, type ImageGroup, type ImagePlatform } from '@cloud-portal/domain/images';
import {
  DEFAULT_REGION,
  splitRegionsForNewServer,
  type RegionsForNewServer,
} from '@cloud-portal/domain/regions';
import { validateHostname, type ValidationResult } from '@cloud-portal/domain/validation';
import { Alert, Checkbox, ConfirmDialog, Spinner, TextField } from '@cloud-portal/ui';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.ts';
import { controlPath } from '../../../app/paths.ts';
import { selectRegionBucket } from '../../../app/sessionSlice.ts';
import { useUnsavedChangesWarning } from '../../../app/useUnsavedChangesWarning.ts';
import { useBrand } from '../../../brand/BrandContext.tsx';
import { goalReached } from '../../analytics/goalReached.ts';
import { useRegionData, useServerAvailability } from '../../cloud/regionData.ts';
import type { CloudImage, CloudServer } from '../../cloud/regionResources.ts';
import { useRegionLatencies } from '../../company/regionLatency.ts';
import { useRegionsQuery } from '../../regions/useRegionsQuery.ts';
import {
  useConfirmResizeMutation,
  useGetServerQuery,
  useRebuildServerMutation,
  useResizeServerMutation,
} from '../serverActionsApi.ts';
import { forgetRescuePassword, rememberRescuePassword } from '../details/rescuePasswords.ts';
import { newerServer } from '../useServer.ts';
import { AccessPicker, type AccessMethod } from './AccessPicker.tsx';
import { selectAvailabilityLoading } from './availabilityLoading.ts';
import { CliDialog } from './CliDialog.tsx';
import { useCreateServerMutation } from './createServerApi.ts';
import { generatePassword } from './generatePassword.ts';
import { ImagePicker, type ImageSourceKind } from './ImagePicker.tsx';
import { planBlock, planOfServer, type ImageNeeds } from './planChoice.ts';
import { PlanPicker } from './PlanPicker.tsx';
import { RegionPicker } from './RegionPicker.tsx';
import {
  createServerCli,
  rebuildServerCli,
  resizeServerCli,
  type CliCommands,
  type CliTarget,
} from './serverCli.ts';
import { useReportServerCreatedMutation } from './serverCreatedApi.ts';
import styles from './ServerForm.module.css';
import {
  hourlyText,
  ipv4Counts,
  monthlyDifferenceText,
  monthlyText,
  serverPrice,
} from './serverPrice.ts';
import {
  createRequest,
  NEW_SERVER_SECURITY_GROUP,
  pickNetwork,
  rebuildRequest,
  type ServerDraft,
  type ServerLogin,
} from './serverRequest.ts';
import { ServerSummary, type SummaryFact, type SummaryPrice } from './ServerSummary.tsx';
import { useSnapshotServerMutation } from './serverSnapshotApi.ts';

/**
 * The namespaces the form reads (its own, plan labels, field messages); the screen asks for all
 * of them at once, so the form does not suspend a second time when it mounts.
 */
export const SERVER_FORM_NAMESPACES = ['servers', 'billing', 'validation'] as const;

/** The three screens of one form (§2): a new server, a reinstall, an upgrade. */
export type ServerFormMode = 'new' | 'reinstall' | 'upgrade';

/** Where a flow is. */
type Phase = 'idle' | 'creating' | 'snapshotting' | 'rebuilding' | 'resizing' | 'confirming';

/** How often the upgrade screen reads the server while the resize runs, in ms. */
export const RESIZE_POLL_MS = 2000;

/** The chosen image with what the form needs to know of it. */
interface ImageChoice {
  kind: ImageSourceKind;
  image: CloudImage;
  group: ImageGroup<CloudImage> | undefined;
  version: string | null;
  platform: ImagePlatform | null;
}

function findImageChoice(
  groups: readonly ImageGroup<CloudImage>[],
  snapshots: readonly CloudImage[],
  imageId: string | null | undefined,
): ImageChoice | undefined {
  if (!imageId) return undefined;
  for (const group of groups) {
    const item = group.images.find((candidate) => candidate.image.id === imageId);
    if (item) {
      return {
        kind: group.kind === 'app' ? 'app' : 'os',
        image: item.image,
        group,
        version: item.version,
        platform: item.platform,
      };
    }
  }
  const snapshot = snapshots.find((candidate) => candidate.id === imageId);
  return snapshot
    ? { kind: 'snapshot', image: snapshot, group: undefined, version: null, platform: null }
    : undefined;
}

/** The first operating system's newest shared image (Ubuntu's newest on the seeded cloud). */
function defaultImageId(groups: readonly ImageGroup<CloudImage>[]): string | undefined {
  const first = groups.find((group) => group.kind === 'default');
  return (first?.images.find((item) => item.platform === 'shared') ?? first?.images[0])?.image.id;
}

function defaultRegionId(split: RegionsForNewServer<Region>): string | undefined {
  return (split.available.find((region) => region.id === DEFAULT_REGION) ?? split.available[0])?.id;
}

/** Statuses a server can be resized from (Nova: active or stopped, no task). */
const RESIZABLE = new Set(['ACTIVE', 'SHUTOFF']);
/** Statuses a server can be rebuilt from (Nova: active, stopped or in error). */
const REBUILDABLE = new Set(['ACTIVE', 'SHUTOFF', 'ERROR']);

function cliTarget(cloudBase: string, region: string): CliTarget {
  const origin = globalThis.location?.origin ?? 'http://localhost';
  return {
    region,
    computeUrl: new URL(`${cloudBase}/cloud/${encodeURIComponent(region)}/compute/v2.1`, origin)
      .href,
    microversion: DEFAULT_MICROVERSIONS.compute ?? '2.1',
  };
}

/** A step of the form: a fieldset with its heading. */
function Step({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>
        <h2 className={styles.stepTitle}>{title}</h2>
      </legend>
      {children}
    </fieldset>
  );
}

/** Props of {@link ServerForm}. */
export interface ServerFormProps {
  mode: ServerFormMode;
  /** The server to reinstall or upgrade; undefined for a new one. */
  server: CloudServer | undefined;
}

/**
 * The new-server, reinstall and upgrade screen (issue 13; §3 Image and Plan, §4 Region
 * availability, Server upgrade and Ping, §5, §8 quota, §9 prices): the steps that apply to the
 * mode, a summary with the price that stays in view, and the flow of each mode — create then
 * `server-created` and the add_service goal; snapshot (optional), rebuild then `server-created`;
 * resize then confirm. The state survives validation errors; leaving with changes asks first.
 * @example <ServerForm mode="new" server={undefined} />
 */
export function ServerForm({ mode, server: initialServer }: ServerFormProps) {
  const { t } = useTranslation(['servers', 'billing', 'validation']);
  const brand = useBrand();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const bucket = useAppSelector(selectRegionBucket);
  const regionsQuery = useRegionsQuery();
  const split = useMemo(
    () => splitRegionsForNewServer(regionsQuery.data ?? [], { sessionBucket: bucket }),
    [regionsQuery.data, bucket],
  );

  // What the customer chose; null means "the default" (derived below, so it follows the data).
  const [dirty, setDirty] = useState(false);
  const [chosenRegion, setChosenRegion] = useState<string | null>(null);
  const [chosenImage, setChosenImage] = useState<string | null>(null);
  const [chosenPlan, setChosenPlan] = useState<string | null>(null);
  const [chosenAccess, setChosenAccess] = useState<AccessMethod | null>(null);
  const [chosenKey, setChosenKey] = useState<string | null>(null);
  const [name, setName] = useState<string | null>(null);
  const [nameTouched, setNameTouched] = useState(false);
  const [password, setPassword] = useState(() => generatePassword());
  const [appPassword, setAppPassword] = useState(() => generatePassword());
  const [nameSuffix] = useState(() => generatePassword().slice(0, 4).toLowerCase());
  const [snapshotFirst, setSnapshotFirst] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [cliOpen, setCliOpen] = useState(false);
  const [phase, setPhase] = useState<Phase>('idle');
  const [failure, setFailure] = useState<string | null>(null);
  const [doneId, setDoneId] = useState<string | null>(null);
  // The plan an upgrade started from: once resized, Nova already shows the new flavor.
  const [resizedFrom, setResizedFrom] = useState<string | null>(null);
  const changed =
    <Value,>(set: (value: Value) => void) =>
    (value: Value) => {
      setDirty(true);
      set(value);
    };

  // The server of a reinstall or an upgrade, read again while a resize runs.
  const live = useGetServerQuery(
    initialServer ? { region: initialServer.region, serverId: initialServer.id } : skipToken,
    { pollingInterval: phase === 'resizing' ? RESIZE_POLL_MS : 0 },
  );
  // Whichever read is newer: this one, or the one the screen was opened with.
  const server = newerServer(live.data, initialServer);

  // Region (§4): fixed for an existing server; else the chosen one while it takes new servers.
  const regionId =
    server?.region ??
    (split.available.some((region) => region.id === chosenRegion)
      ? (chosenRegion ?? undefined)
      : defaultRegionId(split));
  const region = (regionsQuery.data ?? []).find((candidate) => candidate.id === regionId);
  const { latencies } = useRegionLatencies(
    mode === 'new' ? split.available.map((item) => item.id) : [],
  );
  const data = useRegionData(regionId ?? '');
  const available = useServerAvailability(regionId ?? '');
  const availabilityLoading = useAppSelector(selectAvailabilityLoading);

  // Image (§3): the region's images grouped, and the customer's snapshots.
  const images = data.images.data;
  const groups = useMemo(
    () =>
      groupImages((images ?? []).filter((image) => !image.isSnapshot && image.status === 'active')),
    [images],
  );
  const snapshots = useMemo(
    () => (images ?? []).filter((image) => image.isSnapshot && image.status === 'active'),
    [images],
  );
  const serverImageId = server && typeof server.image === 'object' ? server.image.id : undefined;
  const imageChoice =
    findImageChoice(groups, snapshots, chosenImage) ??
    (mode === 'reinstall' ? findImageChoice(groups, snapshots, serverImageId) : undefined) ??
    findImageChoice(groups, snapshots, defaultImageId(groups));
  const needs: ImageNeeds | undefined = imageChoice
    ? {
        minDisk: imageChoice.image.minDisk,
        minRam: imageChoice.image.minRam,
        platform: imageChoice.platform,
      }
    : undefined;

  // Plan (§3): an upgrade picks another; a reinstall keeps the server's.
  const plans = data.plans.data?.plans ?? [];
  const currentPlan =
    plans.find((candidate) => candidate.id === resizedFrom) ??
    (server ? planOfServer(plans, server) : undefined);
  const blockOf = (plan: Plan) =>
    planBlock(plan, mode === 'upgrade' ? { current: currentPlan } : { image: needs });
  const defaultPlan =
    mode === 'new'
      ? groupPlansByCategory(plans)
          .flatMap((group) => group.plans)
          .find((plan) => blockOf(plan) === null)
      : undefined;
  const plan =
    mode === 'reinstall'
      ? currentPlan
      : (plans.find((candidate) => candidate.id === chosenPlan) ?? defaultPlan);

  // Access (§5): an SSH key of the region, or the generated password (Windows takes no key).
  const keys = data.sshKeys.data ?? [];
  const passwordOnly = imageChoice?.group?.name === 'windowsserver';
  const access: AccessMethod = passwordOnly
    ? 'password'
    : (chosenAccess ?? (keys.length > 0 ? 'sshKey' : 'password'));
  const keyName = keys.some((key) => key.name === chosenKey) ? chosenKey : (keys[0]?.name ?? null);
  const isApp = imageChoice?.kind === 'app';
  const login: ServerLogin | undefined =
    access === 'password'
      ? { kind: 'password', password }
      : keyName
        ? { kind: 'sshKey', keyName }
        : undefined;

  const serverName =
    mode === 'new'
      ? (name ?? `${imageChoice?.group?.name ?? 'server'}-${nameSuffix}`)
      : (server?.name ?? '');

  // Validation (§5): shown once the button was pressed (the name also once it was left).
  const nameProblem: ValidationResult = mode === 'new' ? validateHostname(serverName) : null;
  const message = (problem: ValidationResult) =>
    // Keys come from domain as `<namespace>:<path>`; i18next resolves them.
    problem ? String(t(problem.key as never, problem.params as never)) : undefined;
  const errors = {
    name: message(nameProblem),
    region: mode === 'new' && !region ? t('create.errors.region') : undefined,
    image:
      mode === 'upgrade'
        ? undefined
        : !imageChoice
          ? t('create.errors.image')
          : mode === 'reinstall' && currentPlan && planBlock(currentPlan, { image: needs })
            ? t('create.errors.imageTooBigForPlan')
            : undefined,
    plan:
      mode === 'reinstall'
        ? undefined
        : !plan
          ? t('create.errors.plan')
          : blockOf(plan) !== null
            ? t('create.errors.planBlocked')
            : undefined,
    key: mode !== 'upgrade' && !login ? t('create.errors.sshKey') : undefined,
  };
  const invalid = Object.values(errors).some((error) => error !== undefined);
  const shown = (error: string | undefined) => (submitted ? error : undefined);

  // The requests, as they would be sent now.
  const draft: ServerDraft | undefined =
    imageChoice && login
      ? {
          name: serverName,
          imageId: imageChoice.image.id,
          osDistro:
            imageChoice.kind === 'os'
              ? (imageChoice.group?.name ?? null)
              : (imageChoice.image.os_distro ?? null),
          login,
          appPassword: isApp ? appPassword : null,
        }
      : undefined;
  const network = region ? pickNetwork(region.meta.networks) : undefined;
  const securityGroup = (data.securityGroups.data ?? []).some(
    (group) => group.name === NEW_SERVER_SECURITY_GROUP,
  )
    ? NEW_SERVER_SECURITY_GROUP
    : null;
  const request =
    mode === 'new' && draft && plan && network
      ? createRequest(draft, { flavorRef: plan.flavor_id, networkId: network.id, securityGroup })
      : undefined;
  const target = regionId ? cliTarget(brand.endpoints.cloud, regionId) : undefined;
  const commands: CliCommands | null = !target
    ? null
    : mode === 'new'
      ? request
        ? createServerCli(request, target)
        : null
      : mode === 'reinstall'
        ? server && draft
          ? rebuildServerCli(server.id, rebuildRequest(draft), target)
          : null
        : server && plan && plan.id !== currentPlan?.id
          ? resizeServerCli(server.id, plan.flavor_id, target)
          : null;

  // Price (§9).
  const priceOptions = { roubleIntegers: brand.roubleIntegers };
  const price = plan
    ? serverPrice({
        plan,
        existingIpv4PerServer: mode === 'new' ? ipv4Counts(data.servers.data ?? []) : null,
        extraIpUnitPrice: plan.currency === brand.currency ? brand.extraIpPrice : undefined,
      })
    : undefined;
  const summaryPrice: SummaryPrice | null = price
    ? {
        monthly: monthlyText(price.monthly, price.currency, priceOptions),
        hourly: hourlyText(price.hourly, price.currency, priceOptions),
        extraIpv4:
          price.extraIpv4Monthly > 0
            ? t('create.summary.extraIpv4Amount', {
                price: monthlyText(price.extraIpv4Monthly, price.currency, priceOptions),
              })
            : null,
        difference:
          mode === 'upgrade' && currentPlan && plan && plan.id !== currentPlan.id
            ? monthlyDifferenceText(currentPlan, plan, priceOptions)
            : null,
      }
    : null;

  // The flows.
  const [createServer] = useCreateServerMutation();
  const [reportServerCreated] = useReportServerCreatedMutation();
  const [snapshotServer] = useSnapshotServerMutation();
  const [rebuildServer] = useRebuildServerMutation();
  const [resizeServer] = useResizeServerMutation();
  const [confirmResize] = useConfirmResizeMutation();
  const verifying = mode === 'upgrade' && server?.status === 'VERIFY_RESIZE';
  // A resize that ends in ERROR (Nova's fault) ends the flow with its message.
  const resizeFailed = phase === 'resizing' && server?.status === 'ERROR';
  const busy = phase !== 'idle' && !(phase === 'resizing' && (verifying || resizeFailed));
  const shownFailure =
    failure ?? (resizeFailed ? (server.fault?.message ?? t('create.failed.resize')) : null);

  useUnsavedChangesWarning(dirty && doneId === null);
  useEffect(() => {
    // Every flow ends on the server's page: its chunk is fetched now, so the page opens at once
    // (a new server is shown while it builds, not after).
    void import('../page/ServerPage.tsx');
  }, []);
  useEffect(() => {
    if (doneId !== null) void navigate(controlPath('serverPage', { id: doneId, tab: null }));
  }, [doneId, navigate]);
  const report = async (id: string, isReinstall: boolean) => {
    // The server exists: a failed report shows the product API's toast, the flow goes on.
    await reportServerCreated({
      id,
      password: login?.kind === 'password' ? login.password : null,
      app_password: isApp ? appPassword : null,
      region: regionId ?? '',
      is_reinstall: isReinstall,
    })
      .unwrap()
      .catch(() => undefined);
  };

  const failedWith =
    (key: 'create' | 'snapshot' | 'rebuild' | 'resize' | 'confirm') => (error: unknown) => {
      const cloud = error as { status?: number; message?: string };
      setPhase('idle');
      setFailure(
        cloud.status === 403 && /quota/i.test(cloud.message ?? '')
          ? t('createErrors.quotaExceeded')
          : cloud.message
            ? `${t(`create.failed.${key}`)} ${cloud.message}`
            : t(`create.failed.${key}`),
      );
      return undefined;
    };

  const runCreate = async () => {
    if (!request || !regionId) return;
    setPhase('creating');
    const created = await createServer({ region: regionId, server: request })
      .unwrap()
      .catch(failedWith('create'));
    if (!created) return;
    // §3 rescue passwords: the server's details tab shows it again, in this browser only.
    if (login?.kind === 'password') rememberRescuePassword(created.id, login.password);
    await report(created.id, false);
    dispatch(goalReached('add_service'));
    setDoneId(created.id);
  };

  const runReinstall = async () => {
    if (!server || !draft) return;
    const ref = { region: server.region, serverId: server.id };
    if (snapshotFirst) {
      setPhase('snapshotting');
      const stamp = new Date().toISOString().slice(0, 16).replace('T', ' ');
      const snapshot = await snapshotServer({
        ...ref,
        name: t('create.reinstall.snapshotName', { name: server.name, date: stamp }),
      })
        .unwrap()
        .catch(failedWith('snapshot'));
      if (snapshot === undefined) return;
    }
    setPhase('rebuilding');
    const rebuilt = await rebuildServer({ ...ref, rebuild: rebuildRequest(draft) })
      .unwrap()
      .then(() => true)
      .catch(failedWith('rebuild'));
    if (!rebuilt) return;
    // The new disk has the new password; a key leaves the remembered one out of date.
    if (draft.login.kind === 'password') rememberRescuePassword(server.id, draft.login.password);
    else forgetRescuePassword(server.id);
    await report(server.id, true);
    setDoneId(server.id);
  };

  const runUpgrade = async () => {
    if (!server || !plan) return;
    setResizedFrom(currentPlan?.id ?? null);
    setPhase('resizing');
    await resizeServer({ region: server.region, serverId: server.id, flavorRef: plan.flavor_id })
      .unwrap()
      .catch(failedWith('resize'));
  };

  const runConfirm = async () => {
    if (!server) return;
    setPhase('confirming');
    const confirmed = await confirmResize({ region: server.region, serverId: server.id })
      .unwrap()
      .then(() => true)
      .catch(failedWith('confirm'));
    if (confirmed) setDoneId(server.id);
  };

  const submit = () => {
    setFailure(null);
    if (verifying) {
      void runConfirm();
      return;
    }
    setSubmitted(true);
    if (invalid) return;
    if (mode === 'new') void runCreate();
    else setConfirmOpen(true);
  };

  // Why the button cannot be pressed (issue 13: the quota message before pressing, not after).
  let blockedReason: string | null = null;
  let status: ReactNode = null;
  if (mode === 'new') {
    if (regionsQuery.isLoading) blockedReason = t('create.blocked.loading');
    else if (split.available.length === 0) blockedReason = t('create.blocked.noRegion');
    else if (availabilityLoading) blockedReason = t('create.blocked.checkingQuota');
    else if (available === 0) blockedReason = t('create.blocked.quota');
    if (availabilityLoading) {
      status = <Spinner size="sm" showLabel label={t('create.availability.checking')} />;
    } else if (available === 0 && split.available.length > 0) {
      status = (
        <Alert tone="warning" role="alert">
          {t('createErrors.quotaExceeded')}
        </Alert>
      );
    } else if (Number.isFinite(available)) {
      status = (
        <p className={styles.muted}>{t('create.availability.count', { count: available })}</p>
      );
    }
  } else if (server) {
    if (mode === 'upgrade' && !verifying && !RESIZABLE.has(server.status)) {
      blockedReason = t('create.blocked.upgradeState');
    }
    if (mode === 'reinstall' && !REBUILDABLE.has(server.status)) {
      blockedReason = t('create.blocked.reinstallState');
    }
  }

  const progress: Partial<Record<Phase, string>> = {
    creating: t('create.progress.creating'),
    snapshotting: t('create.progress.snapshotting'),
    rebuilding: t('create.progress.rebuilding'),
    resizing: t('create.progress.resizing'),
    confirming: t('create.progress.confirming'),
  };
  if (verifying && phase !== 'confirming') {
    status = (
      <Alert tone="info" role="status" title={t('create.upgrade.verifyTitle')}>
        {t('create.upgrade.verifyText')}
      </Alert>
    );
    blockedReason = null;
  } else if (busy && progress[phase]) {
    status = <Spinner size="sm" showLabel label={progress[phase]} />;
  }

  const imageFact = imageChoice
    ? imageChoice.group
      ? imageChoice.platform === 'baremetal'
        ? t('create.summary.imageBaremetal', {
            name: imageChoice.group.displayName,
            version: imageChoice.version,
          })
        : `${imageChoice.group.displayName} ${imageChoice.version ?? ''}`.trim()
      : imageChoice.image.name
    : t('create.summary.notChosen');
  const facts: SummaryFact[] = [
    ...(mode === 'new'
      ? [{ label: t('create.summary.name'), value: serverName || t('create.summary.notChosen') }]
      : [{ label: t('create.summary.server'), value: server?.name ?? '' }]),
    {
      label: t('create.summary.region'),
      value: region ? `${region.city} (${region.id})` : (regionId ?? t('create.summary.notChosen')),
    },
    ...(mode === 'upgrade' ? [] : [{ label: t('create.summary.image'), value: imageFact }]),
    ...(mode === 'upgrade' && currentPlan
      ? [{ label: t('create.summary.currentPlan'), value: currentPlan.flavor_name }]
      : []),
    {
      label: mode === 'upgrade' ? t('create.summary.newPlan') : t('create.summary.plan'),
      value: plan?.flavor_name ?? t('create.summary.notChosen'),
    },
    ...(mode === 'upgrade'
      ? []
      : [
          {
            label: t('create.summary.access'),
            value:
              login?.kind === 'sshKey'
                ? t('create.summary.accessKey', { name: login.keyName })
                : login?.kind === 'password'
                  ? t('create.summary.accessPassword')
                  : t('create.summary.notChosen'),
          },
        ]),
  ];

  const heading =
    mode === 'new'
      ? t('create.heading.new')
      : mode === 'reinstall'
        ? t('create.heading.reinstall', { name: server?.name ?? '' })
        : t('create.heading.upgrade', { name: server?.name ?? '' });
  const submitLabel = verifying
    ? t('create.upgrade.confirm')
    : mode === 'new'
      ? t('create.submit.new')
      : mode === 'reinstall'
        ? t('create.submit.reinstall')
        : t('create.submit.upgrade');

  return (
    <div className={styles.page} data-mode={mode}>
      <h1 className={styles.heading}>{heading}</h1>
      {shownFailure ? (
        <Alert tone="danger" title={t('create.failed.title')}>
          {shownFailure}
        </Alert>
      ) : null}
      <div className={styles.layout}>
        <form
          className={styles.form}
          noValidate
          aria-label={heading}
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          {mode === 'new' ? (
            <Step title={t('create.steps.region')}>
              {regionsQuery.isLoading ? (
                <Spinner size="sm" showLabel label={t('create.region.loading')} />
              ) : (
                <RegionPicker
                  available={split.available}
                  unavailable={split.unavailable}
                  value={regionId}
                  onChange={changed((value: string) => {
                    setChosenRegion(value);
                    setChosenKey(null);
                  })}
                  latencies={latencies}
                />
              )}
              {shown(errors.region) ? (
                <p className={styles.reason} role="alert">
                  {errors.region}
                </p>
              ) : null}
            </Step>
          ) : null}
          {mode === 'upgrade' ? null : (
            <Step title={t('create.steps.image')}>
              {!data.images.loaded && !data.images.error ? (
                <Spinner size="sm" showLabel label={t('create.image.loading')} />
              ) : data.images.error ? (
                <Alert tone="danger">{t('create.image.failed')}</Alert>
              ) : (
                <ImagePicker
                  groups={groups}
                  snapshots={snapshots}
                  value={imageChoice?.image.id}
                  valueKind={imageChoice?.kind}
                  onChange={changed(setChosenImage)}
                />
              )}
              {shown(errors.image) ? (
                <p className={styles.reason} role="alert">
                  {errors.image}
                </p>
              ) : null}
            </Step>
          )}
          {mode === 'reinstall' ? null : (
            <Step title={mode === 'upgrade' ? t('create.steps.newPlan') : t('create.steps.plan')}>
              {!data.plans.loaded && !data.plans.error ? (
                <Spinner size="sm" showLabel label={t('create.plan.loading')} />
              ) : data.plans.error ? (
                <Alert tone="danger">{t('create.plan.failed')}</Alert>
              ) : (
                <PlanPicker
                  plans={plans}
                  value={plan?.id}
                  onChange={busy || verifying ? () => undefined : changed(setChosenPlan)}
                  blockOf={blockOf}
                  roubleIntegers={brand.roubleIntegers}
                />
              )}
              {mode === 'new' && price && price.extraIpv4Monthly > 0 ? (
                <p className={styles.muted}>
                  {t('create.plan.extraIpv4', {
                    price: monthlyText(price.extraIpv4Monthly, price.currency, priceOptions),
                  })}
                </p>
              ) : null}
              {shown(errors.plan) ? (
                <p className={styles.reason} role="alert">
                  {errors.plan}
                </p>
              ) : null}
            </Step>
          )}
          {mode === 'upgrade' ? null : (
            <Step title={t('create.steps.access')}>
              <AccessPicker
                region={regionId ?? ''}
                method={access}
                onMethodChange={changed(setChosenAccess)}
                keys={keys}
                keyName={keyName}
                onKeyChange={changed(setChosenKey)}
                passwordOnly={passwordOnly}
                password={password}
                onNewPassword={() => setPassword(generatePassword())}
                appPassword={isApp ? appPassword : null}
                onNewAppPassword={() => setAppPassword(generatePassword())}
                keyError={shown(errors.key)}
              />
            </Step>
          )}
          {mode === 'new' ? (
            <Step title={t('create.steps.name')}>
              <TextField
                label={t('create.name.label')}
                hint={t('create.name.hint')}
                value={serverName}
                onChange={(event) => {
                  setDirty(true);
                  setName(event.target.value);
                }}
                onBlur={() => setNameTouched(true)}
                error={submitted || nameTouched ? errors.name : undefined}
                autoComplete="off"
                spellCheck={false}
              />
            </Step>
          ) : null}
          {mode === 'reinstall' ? (
            <Step title={t('create.steps.snapshot')}>
              <Checkbox
                label={t('create.reinstall.snapshotFirst')}
                description={t('create.reinstall.snapshotHint')}
                checked={snapshotFirst}
                onCheckedChange={changed(setSnapshotFirst)}
              />
            </Step>
          ) : null}
        </form>
        <aside className={styles.aside} aria-label={t('create.summary.label')}>
          <ServerSummary
            title={t('create.summary.title')}
            facts={facts}
            price={summaryPrice}
            status={status}
            submitLabel={submitLabel}
            blockedReason={busy ? null : blockedReason}
            submitting={busy}
            onSubmit={submit}
            onShowCli={commands && !verifying ? () => setCliOpen(true) : null}
          />
        </aside>
      </div>
      <CliDialog open={cliOpen} onOpenChange={setCliOpen} commands={commands} />
      {mode === 'upgrade' && server && plan && currentPlan ? (
        <ConfirmDialog
          open={confirmOpen}
          onOpenChange={setConfirmOpen}
          title={t('create.upgrade.dialogTitle', { name: server.name, plan: plan.flavor_name })}
          message={t('create.upgrade.dialogText', {
            from: monthlyText(Number(currentPlan.price_monthly), plan.currency, priceOptions),
            to: monthlyText(Number(plan.price_monthly), plan.currency, priceOptions),
            difference: monthlyDifferenceText(currentPlan, plan, priceOptions),
          })}
          confirmLabel={t('create.submit.upgrade')}
          cancelLabel={t('create.cancel')}
          onConfirm={() => void runUpgrade()}
        />
      ) : null}
      {mode === 'reinstall' && server ? (
        <ConfirmDialog
          open={confirmOpen}
          onOpenChange={setConfirmOpen}
          tone="danger"
          title={t('create.reinstall.dialogTitle', { name: server.name })}
          message={
            snapshotFirst
              ? t('create.reinstall.dialogTextSnapshot', { image: imageFact })
              : t('create.reinstall.dialogText', { image: imageFact })
          }
          confirmationText={server.name}
          confirmationLabel={t('create.reinstall.typeName', { name: server.name })}
          confirmLabel={t('create.submit.reinstall')}
          cancelLabel={t('create.cancel')}
          onConfirm={() => void runReinstall()}
        />
      ) : null}
    </div>
  );
}
