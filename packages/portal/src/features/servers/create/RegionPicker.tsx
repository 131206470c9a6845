import type { Region } from '@cloud-portal/api-client';
import { PING_FAIL_VALUE, pingColour, pingLabel } from '@cloud-portal/domain/ping';
import { regionUnavailableMessageKey, type UnavailableRegion } from '@cloud-portal/domain/regions';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegionLatency } from '../../company/regionLatency.ts';
import { countryName } from '../../regions/countryName.ts';
import { RadioTile } from './RadioTile.tsx';
import styles from './ServerForm.module.css';

/**
 * A region's live latency (§4 Ping): a dot on the 0–1000 ms colour scale and the ms, "no response"
 * for the fail value -3, "measuring" until the result is in.
 */
function Latency({ latency }: { latency: RegionLatency | undefined }) {
  const { t } = useTranslation('servers');
  if (latency === undefined || latency.state === 'measuring') {
    return (
      <span className={styles.latency} data-state="measuring">
        <span className={styles.latencyDot} aria-hidden="true" />
        {t('create.region.measuring')}
      </span>
    );
  }
  const ms = latency.state === 'measured' ? latency.ms : PING_FAIL_VALUE;
  const colour = pingColour(ms);
  const label = pingLabel(ms);
  const style =
    colour.state === 'measured' ? ({ '--ping-hue': String(colour.hue) } as CSSProperties) : {};
  return (
    <span className={styles.latency} data-state={colour.state} style={style}>
      <span className={styles.latencyDot} aria-hidden="true" />
      {label.key === 'servers:ping.latency' ? t('ping.latency', label.params) : t('ping.failed')}
    </span>
  );
}

/** Props of {@link RegionPicker}. */
export interface RegionPickerProps {
  /** Regions that take new servers (§4), in the API's order. */
  available: readonly Region[];
  /** Regions in maintenance or out of stock, listed apart with the reason (§4). */
  unavailable: readonly UnavailableRegion<Region>[];
  value: string | undefined;
  onChange: (region: string) => void;
  latencies: Readonly<Record<string, RegionLatency>>;
}

/**
 * The location step of a new server: the regions that take new servers with their live latency,
 * and apart from them the regions that are in maintenance or out of stock, with the reason.
 * @example <RegionPicker available={split.available} unavailable={split.unavailable} value={region} onChange={setRegion} latencies={latencies} />
 */
export function RegionPicker({
  available,
  unavailable,
  value,
  onChange,
  latencies,
}: RegionPickerProps) {
  const { t, i18n } = useTranslation('servers');
  return (
    <>
      {available.length === 0 ? (
        <p className={styles.muted}>{t('create.region.none')}</p>
      ) : (
        <ul className={styles.tiles} aria-label={t('create.region.availableLabel')}>
          {available.map((region) => (
            <li key={region.id}>
              <RadioTile
                name="region"
                value={region.id}
                checked={region.id === value}
                onSelect={onChange}
              >
                <span className={styles.tileTitle}>{region.city}</span>
                <span className={styles.tileText}>
                  {countryName(region.country, i18n.language)} ·{' '}
                  <span className={styles.nowrap}>{region.id}</span>
                </span>
                <Latency latency={latencies[region.id]} />
              </RadioTile>
            </li>
          ))}
        </ul>
      )}
      {unavailable.length > 0 ? (
        <>
          <h3 className={styles.subheading} id="regions-unavailable">
            {t('create.region.unavailableHeading')}
          </h3>
          <ul className={styles.unavailable} aria-labelledby="regions-unavailable">
            {unavailable.map(({ region, reason }) => (
              <li key={region.id} data-region={region.id} data-reason={reason}>
                <span className={styles.tileTitle}>
                  {region.city}
                  <span className={styles.tileText}>
                    {countryName(region.country, i18n.language)} · {region.id}
                  </span>
                </span>
                <span className={styles.tileText}>
                  {t(regionUnavailableMessageKey(reason) as never)}
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}
