import type { ReactNode } from 'react';
import styles from './ServerForm.module.css';

/** Props of {@link RadioTile}. */
export interface RadioTileProps {
  /** The radio group's name (one per step of the form). */
  name: string;
  value: string;
  checked: boolean;
  /** Cannot be chosen; say why in `describedBy`'s element. Default false. */
  disabled?: boolean | undefined;
  onSelect: (value: string) => void;
  /** Id of the element that explains the choice or why it is disabled. Default none. */
  describedBy?: string | undefined;
  /** Extra class of the tile (a plan row's columns). Default none. */
  className?: string | undefined;
  /** The tile's content; its text is the radio's name. */
  children: ReactNode;
}

/**
 * One choice of a step as a tile: a native radio input (arrow keys move within the group, the
 * form's validity is the browser's) inside a label that is the whole tile.
 * @example <RadioTile name="region" value="eu-west2" checked onSelect={setRegion}>Amsterdam</RadioTile>
 */
export function RadioTile({
  name,
  value,
  checked,
  disabled = false,
  onSelect,
  describedBy,
  className,
  children,
}: RadioTileProps) {
  return (
    <label
      className={className ? `${styles.tile} ${className}` : styles.tile}
      data-checked={checked || undefined}
      data-disabled={disabled || undefined}
      data-value={value}
    >
      <input
        type="radio"
        className={styles.radio}
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        aria-describedby={describedBy}
        onChange={() => onSelect(value)}
      />
      {children}
    </label>
  );
}
