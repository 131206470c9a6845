import type { ReactNode } from 'react';
import styles from './ScreenState.module.css';

/**
 * A whole-screen state inside the shell (coming soon, not found): the page's heading, a line of
 * text and a way on.
 * @example <ScreenState heading="Volumes: coming soon" text="…" action={<LinkButton to="/control">Back</LinkButton>} />
 */
export function ScreenState({
  heading,
  text,
  action,
  code,
}: {
  heading: string;
  text: string;
  action: ReactNode;
  /** A large mark above the heading (404). */
  code?: string;
}) {
  return (
    <section className={styles.state} aria-labelledby="screen-state-heading">
      {code ? (
        <p className={styles.code} aria-hidden="true">
          {code}
        </p>
      ) : null}
      <h1 id="screen-state-heading" className={styles.heading}>
        {heading}
      </h1>
      <p className={styles.text}>{text}</p>
      {action}
    </section>
  );
}
