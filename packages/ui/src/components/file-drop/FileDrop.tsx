import { Upload } from 'lucide-react';
import {
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type ComponentPropsWithRef,
  type DragEvent,
  type ReactNode,
} from 'react';
import { Button } from '../button/Button.tsx';
import styles from './FileDrop.module.css';

/** Upload state of one file in the list. */
export type FileDropItemStatus = 'queued' | 'uploading' | 'done' | 'error';

/** One file in the progress list; the portal owns the upload and feeds these in. */
export interface FileDropItem {
  /** Stable key (e.g. the upload's id). Required, no default. */
  id: string;
  /** File or object name. Required, no default. */
  name: string;
  /** Size already formatted for the locale ("1.2 MB"). Required, no default. */
  size: string;
  /** Fraction uploaded, 0 to 1. Required, no default. */
  progress: number;
  /** Where the upload stands. Required, no default. */
  status: FileDropItemStatus;
  /** Message shown when `status` is `'error'` ("The bucket is over its quota"). Default none. */
  error?: string | undefined;
}

/** Screen-reader and visible words for each upload status. */
export type FileDropStatusLabels = Record<FileDropItemStatus, string>;

/** Props of {@link FileDrop}; other `<div>` attributes pass through to the outer element. */
export interface FileDropProps extends Omit<ComponentPropsWithRef<'div'>, 'children' | 'onDrop'> {
  /** Called with the dropped or chosen files (only the first unless `multiple`). Required, no default. */
  onFiles: (files: File[]) => void;
  /** Instruction in the drop zone ("Drag files here or"). Required, no default. */
  label: ReactNode;
  /** Text of the browse button that opens the file picker ("choose files"). Required, no default. */
  browseLabel: string;
  /** Secondary hint under the instruction ("Up to 5 GB per file"). Default none. */
  hint?: ReactNode;
  /** File types offered by the picker (`accept` of the input); dropped files are not filtered. Default any. */
  accept?: string | undefined;
  /** Allows several files at once. Default `true`. */
  multiple?: boolean | undefined;
  /** Ignores drops and disables the picker. Default `false`. */
  disabled?: boolean | undefined;
  /** Files being uploaded, shown as a list with progress. Default `[]`. */
  items?: readonly FileDropItem[] | undefined;
  /** Accessible name of the progress list ("Uploads"). Default none (the list is unnamed). */
  listLabel?: string | undefined;
  /** Status words shown next to each file. Required when `items` is not empty, no default. */
  statusLabels?: FileDropStatusLabels | undefined;
  /** Called with an item's id to cancel a queued or running upload; shows the cancel buttons. Default none. */
  onCancel?: ((id: string) => void) | undefined;
  /** Called with an item's id to retry a failed upload; shows the retry buttons. Default none. */
  onRetry?: ((id: string) => void) | undefined;
  /** Text of the cancel button; the file name is added to its accessible name. Pass it with `onCancel`. Default none. */
  cancelLabel?: string | undefined;
  /** Text of the retry button; the file name is added to its accessible name. Pass it with `onRetry`. Default none. */
  retryLabel?: string | undefined;
}

/** Whether a drag is over the zone. */
type DropState = 'idle' | 'over';

/**
 * Drop zone for object-storage uploads with a real file input behind a "browse" label (so it is
 * keyboard- and screen-reader-usable without drag and drop), plus a per-file progress list that
 * the portal feeds through `items`. The zone exposes `data-state="over"` while files are dragged
 * over it. Uploading itself happens outside ui.
 * @example <FileDrop label="Drag files here or" browseLabel="choose files" onFiles={upload} items={uploads} statusLabels={labels} onCancel={cancel} cancelLabel="Cancel" />
 */
export function FileDrop({
  onFiles,
  label,
  browseLabel,
  hint,
  accept,
  multiple = true,
  disabled = false,
  items = [],
  listLabel,
  statusLabels,
  onCancel,
  onRetry,
  cancelLabel,
  retryLabel,
  className,
  ...props
}: FileDropProps) {
  const [state, setState] = useState<DropState>('idle');
  // dragenter/dragleave fire for every child element crossed: count them to know when we left.
  const depth = useRef(0);
  const hintId = useId();

  const deliver = (fileList: FileList | null | undefined) => {
    const files = Array.from(fileList ?? []);
    if (files.length === 0) return;
    onFiles(multiple ? files : files.slice(0, 1));
  };

  const carriesFiles = (event: DragEvent) =>
    Array.from(event.dataTransfer?.types ?? []).includes('Files');

  const handleDragEnter = (event: DragEvent<HTMLDivElement>) => {
    if (disabled || !carriesFiles(event)) return;
    event.preventDefault();
    depth.current += 1;
    setState('over');
  };
  const handleDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (disabled || !carriesFiles(event)) return;
    // Without preventDefault the browser refuses the drop (and opens the file instead).
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
  };
  const handleDragLeave = () => {
    if (disabled) return;
    depth.current = Math.max(0, depth.current - 1);
    if (depth.current === 0) setState('idle');
  };
  const handleDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    depth.current = 0;
    setState('idle');
    if (!disabled) deliver(event.dataTransfer?.files);
  };
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    deliver(event.currentTarget.files);
    // Clear so choosing the same file again still fires change.
    event.currentTarget.value = '';
  };

  return (
    <div {...props} className={className ? `${styles.root} ${className}` : styles.root}>
      <div
        className={styles.zone}
        data-state={state}
        data-disabled={disabled ? '' : undefined}
        onDragEnter={handleDragEnter}
        onDragOver={handleDragOver}
        onDragLeave={handleDragLeave}
        onDrop={handleDrop}
      >
        <Upload className={styles.zoneIcon} aria-hidden="true" />
        <p className={styles.instruction}>
          {label}{' '}
          <label className={styles.browse} data-disabled={disabled ? '' : undefined}>
            <input
              className={styles.input}
              type="file"
              multiple={multiple}
              accept={accept}
              disabled={disabled}
              aria-describedby={hint != null ? hintId : undefined}
              onChange={handleChange}
            />
            {browseLabel}
          </label>
        </p>
        {hint != null ? (
          <p id={hintId} className={styles.hint}>
            {hint}
          </p>
        ) : null}
      </div>
      {items.length > 0 ? (
        <ul className={styles.list} aria-label={listLabel}>
          {items.map((item) => (
            <FileRow
              key={item.id}
              item={item}
              statusLabel={statusLabels?.[item.status] ?? ''}
              onCancel={onCancel}
              onRetry={onRetry}
              cancelLabel={cancelLabel}
              retryLabel={retryLabel}
            />
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function FileRow({
  item,
  statusLabel,
  onCancel,
  onRetry,
  cancelLabel,
  retryLabel,
}: {
  item: FileDropItem;
  statusLabel: string;
  onCancel: FileDropProps['onCancel'];
  onRetry: FileDropProps['onRetry'];
  cancelLabel: string | undefined;
  retryLabel: string | undefined;
}) {
  const id = useId();
  const nameId = `${id}-name`;
  const percent = Math.round(Math.min(1, Math.max(0, item.progress)) * 100);
  const active = item.status === 'queued' || item.status === 'uploading';
  return (
    <li className={styles.item} data-status={item.status}>
      <div className={styles.itemHeader}>
        <span id={nameId} className={styles.name}>
          {item.name}
        </span>
        <span className={styles.meta}>
          {item.size}
          {statusLabel !== '' ? ` · ${statusLabel}` : null}
        </span>
        {active && onCancel && cancelLabel !== undefined ? (
          <Button
            variant="ghost"
            size="sm"
            id={`${id}-cancel`}
            aria-labelledby={`${id}-cancel ${nameId}`}
            onClick={() => onCancel(item.id)}
          >
            {cancelLabel}
          </Button>
        ) : null}
        {item.status === 'error' && onRetry && retryLabel !== undefined ? (
          <Button
            variant="secondary"
            size="sm"
            id={`${id}-retry`}
            aria-labelledby={`${id}-retry ${nameId}`}
            onClick={() => onRetry(item.id)}
          >
            {retryLabel}
          </Button>
        ) : null}
      </div>
      {active ? (
        <div
          className={styles.track}
          role="progressbar"
          aria-labelledby={nameId}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`${percent}%`}
        >
          <div className={styles.bar} style={{ inlineSize: `${percent}%` }} />
        </div>
      ) : null}
      {item.status === 'error' && item.error ? <p className={styles.error}>{item.error}</p> : null}
    </li>
  );
}
