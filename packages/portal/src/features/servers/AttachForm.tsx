import type { FormEvent, ReactNode } from 'react';
import styles from './AttachForm.module.css';

/**
 * The form that attaches one more thing to a server (a port's network, a security group): its
 * picker takes the row, its submit button follows; they stack on a phone.
 * @example <AttachForm onSubmit={(event) => void add(event)}><Select … /><Button type="submit">Add</Button></AttachForm>
 */
export function AttachForm({
  onSubmit,
  children,
}: {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  return (
    <form className={styles.form} onSubmit={onSubmit}>
      {children}
    </form>
  );
}
