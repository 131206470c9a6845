import type { ReactNode } from 'react';
import styles from './AttachmentList.module.css';

/** One thing attached to a server in an {@link AttachmentList}. */
export interface Attachment {
  key: string;
  /** What it is (its name or facts); takes the room the action leaves. */
  main: ReactNode;
  /** Its button (remove), at the end of the row. */
  action: ReactNode;
  /** More below the row (a group's rules), when any. */
  details?: ReactNode;
}

/**
 * The things attached to a server (the ports tab's interfaces, the security tab's groups): one
 * bordered item each, its facts and its action on a row that folds to a stack on a phone.
 * @example <AttachmentList label="Network interfaces" items={[{ key, main: <dl>…</dl>, action: <Button>Remove</Button> }]} />
 */
export function AttachmentList({
  label,
  items,
}: {
  /** The list's accessible name, when it needs one. */
  label?: string;
  items: readonly Attachment[];
}) {
  return (
    <ul className={styles.list} aria-label={label}>
      {items.map((item) => (
        <li key={item.key} className={styles.item}>
          <div className={styles.row}>
            <div className={styles.main}>{item.main}</div>
            <div className={styles.action}>{item.action}</div>
          </div>
          {item.details}
        </li>
      ))}
    </ul>
  );
}
