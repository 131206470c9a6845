import { useEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router';
import { sanitizeHtml } from './sanitizeHtml.ts';
import styles from './Content.module.css';

/**
 * The HTML body of a news item or knowledge-base article, sanitised (DESIGN security). Links to
 * this site navigate inside the app instead of reloading it.
 * @example <ArticleBody html={article.body_html} />
 */
export function ArticleBody({ html }: { html: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  const ref = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();

  useEffect(() => {
    // Code blocks and tables scroll sideways on narrow screens: keyboard users must be able to
    // focus them to scroll (axe scrollable-region-focusable). Added here, after sanitising,
    // because the API's own tabindex values are not trusted.
    for (const block of ref.current?.querySelectorAll('pre, table') ?? []) {
      block.setAttribute('tabindex', '0');
    }
  }, [clean]);

  useEffect(() => {
    const body = ref.current;
    if (!body) return;
    // A listener on the container rather than on each link: the links are the API's markup.
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || !body.contains(link)) return;
      const url = new URL(link.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      void navigate(`${url.pathname}${url.search}${url.hash}`);
    };
    body.addEventListener('click', onClick);
    return () => body.removeEventListener('click', onClick);
  }, [navigate]);

  // The only raw HTML in the portal's content pages, and it has passed the sanitiser above.
  return <div ref={ref} className={styles.prose} dangerouslySetInnerHTML={{ __html: clean }} />;
}
