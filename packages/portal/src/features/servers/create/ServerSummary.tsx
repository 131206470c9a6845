import { Button } from '@cloud-portal/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './ServerForm.module.css';

/** One line of the summary: what it is and what was chosen. */
export interface SummaryFact {
  label: string;
  value: string;
}

/** The price lines of the summary, already formatted. */
export interface SummaryPrice {
  monthly: string;
  /** Null where whole roubles are shown (§9). */
  hourly: string | null;
  /** What the new server adds to the extra-IPv4 charge, when it adds anything (§9). */
  extraIpv4: string | null;
  /** An upgrade's difference a month, with its sign. */
  difference: string | null;
}

/** Props of {@link ServerSummary}. */
export interface ServerSummaryProps {
  title: string;
  facts: readonly SummaryFact[];
  price: SummaryPrice | null;
  /** What may still be created, the §8 quota message, or the step a flow is at. */
  status: ReactNode;
  submitLabel: string;
  /** Why the button cannot be pressed now (shown under it), or null. */
  blockedReason: string | null;
  submitting: boolean;
  onSubmit: () => void;
  /** Opens "Show as CLI"; null when the request is not complete yet. */
  onShowCli: (() => void) | null;
}

/**
 * What will be created and what it costs an hour and a month, with the button: a card that stays
 * in view beside the form on a desktop, and on a phone a card at the end of the form plus a bar
 * fixed to the bottom with the price and the button.
 * @example <ServerSummary title="Your server" facts={facts} price={price} status={…} submitLabel="Create server" … />
 */
export function ServerSummary({
  title,
  facts,
  price,
  status,
  submitLabel,
  blockedReason,
  submitting,
  onSubmit,
  onShowCli,
}: ServerSummaryProps) {
  const { t } = useTranslation('servers');
  const submit = (reasonId: string) => (
    <Button
      className={styles.submit}
      type="button"
      onClick={onSubmit}
      loading={submitting}
      disabled={blockedReason !== null}
      aria-describedby={blockedReason === null ? undefined : reasonId}
      fullWidth
    >
      {submitLabel}
    </Button>
  );
  return (
    <>
      <section className={styles.summary} aria-labelledby="server-summary-title">
        <h2 className={styles.summaryTitle} id="server-summary-title">
          {title}
        </h2>
        <dl className={styles.facts}>
          {facts.map((fact) => (
            <div key={fact.label}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
        {price ? (
          <div className={styles.total} data-testid="summary-price">
            {price.extraIpv4 ? (
              <div className={styles.totalLine}>
                <span>{t('create.summary.extraIpv4')}</span>
                <span>{price.extraIpv4}</span>
              </div>
            ) : null}
            {price.difference ? (
              <div className={styles.totalLine}>
                <span>{t('create.summary.difference')}</span>
                <span>{price.difference}</span>
              </div>
            ) : null}
            <div className={styles.totalLine}>
              <span>{t('create.summary.perMonth')}</span>
              <span className={styles.totalMonthly}>{price.monthly}</span>
            </div>
            {price.hourly ? (
              <div className={styles.totalLine}>
                <span>{t('create.summary.perHour')}</span>
                <span>{price.hourly}</span>
              </div>
            ) : null}
          </div>
        ) : (
          <p className={styles.muted}>{t('create.summary.noPrice')}</p>
        )}
        {status}
        {submit('summary-blocked')}
        {blockedReason === null ? null : (
          <p className={`${styles.blocked} ${styles.submit}`} id="summary-blocked">
            {blockedReason}
          </p>
        )}
        {onShowCli ? (
          <Button variant="secondary" size="sm" onClick={onShowCli}>
            {t('create.cli.show')}
          </Button>
        ) : null}
      </section>
      <div className={styles.bar} data-testid="summary-bar">
        <div className={styles.barPrice}>
          {price ? (
            <>
              <strong>{t('create.summary.monthly', { price: price.monthly })}</strong>
              {price.hourly ? (
                <span className={styles.tileText}>
                  {t('create.summary.hourly', { price: price.hourly })}
                </span>
              ) : null}
            </>
          ) : null}
          {blockedReason === null ? null : (
            <span className={styles.blocked} id="bar-blocked">
              {blockedReason}
            </span>
          )}
        </div>
        <div>{submit('bar-blocked')}</div>
      </div>
    </>
  );
}
