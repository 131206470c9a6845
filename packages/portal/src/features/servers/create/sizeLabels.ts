import { FILE_SIZE_UNITS, type FileSizeUnit } from '@cloud-portal/domain/format';
import { useTranslation } from 'react-i18next';

/**
 * The translated byte units (`billing:plans.units.*`) for `formatFileSize`.
 * @example formatFileSize(bytes, { labels: useSizeLabels() })
 */
export function useSizeLabels(): Record<FileSizeUnit, string> {
  const { t } = useTranslation('billing');
  return Object.fromEntries(
    FILE_SIZE_UNITS.map((unit) => [unit, t(`plans.units.${unit}`)]),
  ) as Record<FileSizeUnit, string>;
}
