import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { NavGroupItem } from './navigation.ts';
import styles from './Header.module.css';

/**
 * A disclosure menu of the header: a button that shows a list of links. Closes on Escape, on a
 * click outside and after navigation.
 */
export function NavGroup({ group }: { group: NavGroupItem }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const rootRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  // Close after navigating (a link in the list was followed).
  const [lastLocation, setLastLocation] = useState(location);
  if (location !== lastLocation) {
    setLastLocation(location);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <li className={styles.item} ref={rootRef} data-state={open ? 'open' : 'closed'}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.navButton}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        {t(group.labelKey)}
        <span aria-hidden="true" className={styles.chevron}>
          ▾
        </span>
      </button>
      <ul id={listId} className={styles.submenu} hidden={!open}>
        {group.items.map((item) => (
          <li key={item.to}>
            <Link className={styles.submenuLink} to={item.to}>
              {t(item.labelKey)}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}
