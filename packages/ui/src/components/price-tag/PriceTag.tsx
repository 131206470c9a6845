import type { ComponentPropsWithRef } from 'react';
import { VisuallyHidden } from '../visually-hidden/VisuallyHidden.tsx';
import styles from './PriceTag.module.css';

/** Type size of a {@link PriceTag}: `sm` in tables, `md` in cards, `lg` on the pricing page. */
export type PriceTagSize = 'sm' | 'md' | 'lg';

/** Props shared by every {@link PriceTag}; other `<span>` attributes pass through. */
interface PriceTagBaseProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /**
   * The price, already formatted for the brand's currency and locale ("$5.00", "490 ₽"). ui does
   * not format money: the portal calls `formatAmount` from `@cloud-portal/domain`. Required, no default.
   */
  amount: string;
  /** Billing period shown after the amount ("/mo", "per hour"). Default none. */
  period?: string | undefined;
  /** Spoken instead of `period` when the visible text is an abbreviation ("per month" for "/mo"). Default: `period`. */
  periodLabel?: string | undefined;
  /** Type size. Default `'md'`. */
  size?: PriceTagSize | undefined;
}

/** A price without a previous one. */
export interface RegularPriceTagProps extends PriceTagBaseProps {
  /** The old price, struck through. Default none. */
  previousAmount?: undefined;
  /** Only with `previousAmount`. */
  previousLabel?: undefined;
}

/** A discounted price: the previous amount is shown struck through. */
export interface DiscountedPriceTagProps extends PriceTagBaseProps {
  /** The old price, already formatted, shown struck through before the amount. Required here, no default. */
  previousAmount: string;
  /** Read before the struck-through amount, since strike-through is not announced ("was"). Required here, no default. */
  previousLabel: string;
}

/** Props of {@link PriceTag}. */
export type PriceTagProps = RegularPriceTagProps | DiscountedPriceTagProps;

/**
 * Shows a formatted price with an optional period and an optional previous (struck-through)
 * price. Formatting stays outside ui: the portal passes strings from `@cloud-portal/domain`'s
 * `formatAmount`, so each brand's currency rules (roubles as integers for rocket) apply.
 * @example <PriceTag amount={formatAmount(plan.price, brand)} period="/mo" periodLabel="per month" />
 * @example <PriceTag amount="$4.00" previousAmount="$5.00" previousLabel="was" period="/mo" />
 */
export function PriceTag({
  amount,
  period,
  periodLabel,
  previousAmount,
  previousLabel,
  size = 'md',
  className,
  ...props
}: PriceTagProps) {
  return (
    <span
      {...props}
      data-size={size}
      data-discounted={previousAmount !== undefined ? '' : undefined}
      className={className ? `${styles.root} ${className}` : styles.root}
    >
      {previousAmount !== undefined ? (
        <>
          <s className={styles.previous}>
            <VisuallyHidden>{`${previousLabel ?? ''} `}</VisuallyHidden>
            {previousAmount}
          </s>{' '}
        </>
      ) : null}
      <span className={styles.amount}>{amount}</span>
      {period !== undefined ? (
        <>
          {' '}
          {periodLabel !== undefined && periodLabel !== period ? (
            <>
              <span className={styles.period} aria-hidden="true">
                {period}
              </span>
              <VisuallyHidden>{periodLabel}</VisuallyHidden>
            </>
          ) : (
            <span className={styles.period}>{period}</span>
          )}
        </>
      ) : null}
    </span>
  );
}
