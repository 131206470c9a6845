import { FILE_SIZE_UNITS, formatFileSize, type FileSizeUnit } from '@cloud-portal/domain/format';
import { formatAmount, parseCurrency, type Currency } from '@cloud-portal/domain/money';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../../brand/BrandContext.tsx';

/**
 * Formats amounts of the server's region currency by §9 (symbol placement, 4 decimals under 0.01,
 * whole roubles in the rouble brand). An unknown currency shows the bare number.
 * @example const money = useMoney(); money('0.0820', 'usd') // '$0.0820'
 */
export function useMoney(): (amount: string | number, currency: string) => string {
  const { roubleIntegers } = useBrand();
  return useCallback(
    (amount, currency) => {
      const value = Number(amount);
      const known: Currency | undefined = parseCurrency(currency);
      return known === undefined
        ? String(amount)
        : formatAmount(value, { currency: known, roubleIntegers });
    },
    [roubleIntegers],
  );
}

/**
 * Formats byte counts with the translated unit labels (§9: b to tb, base 2).
 * @example const bytes = useByteSize(); bytes(2 ** 41) // '2 TB'
 */
export function useByteSize(): (bytes: number) => string {
  const { t } = useTranslation('servers');
  return useCallback(
    (bytes) => {
      const labels = Object.fromEntries(
        FILE_SIZE_UNITS.map((unit) => [unit, t(`billing.units.${unit}`)]),
      ) as Record<FileSizeUnit, string>;
      return formatFileSize(bytes, { labels });
    },
    [t],
  );
}
