import { useMemo } from 'react';
import { sanitizeHtml } from '../content/sanitizeHtml.ts';
import styles from './Support.module.css';

/**
 * A ticket message's HTML. The server sanitised it when it was stored; it is sanitised again here
 * with the portal's strict allowlist (DOMPurify) before it reaches the DOM (DESIGN security).
 * @example <MessageBody html={message.body_html} />
 */
export function MessageBody({ html }: { html: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={styles.body} dangerouslySetInnerHTML={{ __html: clean }} />;
}
