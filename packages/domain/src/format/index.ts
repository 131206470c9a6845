export { formatDecimal, formatDecimalTrimmed, roundHalfAwayFromZero } from './decimal.ts';
export {
  DEFAULT_FILE_SIZE_LABELS,
  FILE_SIZE_UNITS,
  fileSize,
  formatFileSize,
  type FileSize,
  type FileSizeUnit,
  type FormatFileSizeOptions,
} from './fileSize.ts';
export { escapeHtml } from './escapeHtml.ts';
