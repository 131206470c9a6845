import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';

/**
 * The longest wait, once the page has loaded, for an idle moment before the sections start
 * anyway (`requestIdleCallback`'s timeout): a page that keeps the main thread busy still gets them.
 */
export const WHEN_VISIBLE_IDLE_TIMEOUT_MS = 1_000;

/** One start shared by the sections that show it (a {@link VisibilityGroup}, or one section alone). */
interface StartTrigger {
  /** Whether the sections show their children. */
  started: boolean;
  /** Asks for the start; the first call counts, later ones do nothing. */
  start: () => void;
}

const VisibilityGroupContext = createContext<StartTrigger | null>(null);

/**
 * A start that happens once: `prepare` (if any) runs first, whatever its outcome the sections
 * then show their children, all in the same render.
 */
function useStartTrigger(prepare?: () => Promise<unknown>): StartTrigger {
  const [started, setStarted] = useState(false);
  const requested = useRef(false);
  const start = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    if (!prepare) {
      setStarted(true);
      return;
    }
    // A chunk that fails to load fails again where the sections import it, inside their own
    // error handling; the start itself always happens.
    void prepare()
      .catch(() => undefined)
      .then(() => setStarted(true));
  }, [prepare]);
  return useMemo(() => ({ started, start }), [started, start]);
}

/**
 * Calls `start` once `place` comes near the viewport (within half a screen), or, if the visitor
 * does not scroll there, once the page has loaded and the browser has an idle moment. No fixed
 * delay: on a page already loaded (a client-side navigation, a story, a test) that is at once.
 * Returns the clean-up.
 */
function watchForStart(place: Element, start: () => void): () => void {
  if (typeof IntersectionObserver !== 'function') {
    const soon = setTimeout(start, 0);
    return () => clearTimeout(soon);
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) start();
    },
    { rootMargin: '50% 0px' },
  );
  observer.observe(place);
  let idle: number | undefined;
  let soon: ReturnType<typeof setTimeout> | undefined;
  const whenIdle = () => {
    if (typeof requestIdleCallback === 'function')
      idle = requestIdleCallback(start, { timeout: WHEN_VISIBLE_IDLE_TIMEOUT_MS });
    else soon = setTimeout(start, 0);
  };
  // Not on top of the page's own start: the load event comes after the entry's scripts have run.
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
  return () => {
    observer.disconnect();
    window.removeEventListener('load', whenIdle);
    if (idle !== undefined) cancelIdleCallback(idle);
    clearTimeout(soon);
  };
}

/**
 * Makes the {@link WhenVisible} sections inside it start together: when the first of them comes
 * near the viewport (or the page is loaded and idle), `prepare` runs, then they all show their
 * children in the same render. For sections that share an API call: mounting together, they
 * subscribe to it together and it is asked once; one that mounted later, after the call had
 * failed, would ask again (issue 15: the home's plans and data centers asked for the regions
 * twice). `prepare` loads what they need before they show it (their lazy chunks), so none of
 * them waits for its code while another has already asked.
 * @example
 * const loadSections = () => Promise.all([import('./RegionList.tsx'), import('./PlanCatalog.tsx')]);
 * <VisibilityGroup prepare={loadSections}>…<WhenVisible fallback={spinner}>…</WhenVisible>…</VisibilityGroup>
 */
export function VisibilityGroup({
  children,
  prepare,
}: {
  /** The page part holding the sections (any depth, lazy chunks included). */
  children: ReactNode;
  /** Runs once before the sections show their children; its failure does not stop them. Default none. */
  prepare?: () => Promise<unknown>;
}) {
  const trigger = useStartTrigger(prepare);
  return (
    <VisibilityGroupContext.Provider value={trigger}>{children}</VisibilityGroupContext.Provider>
  );
}

/**
 * Renders `fallback` until its place comes near the viewport (within half a screen), or the page
 * has loaded and the browser has an idle moment, then `children`. For the data sections of the
 * public pages (issue 15): their store, chunks, API calls and renders are main-thread work that
 * the first paint and hydration do not need, so they come after them instead of on top. Inside a
 * {@link VisibilityGroup} all its sections start together. The fallback is what the prerendered
 * HTML shows (the section's loading state), so hydration matches. Without IntersectionObserver
 * it renders `children` right after mounting.
 * @example <WhenVisible fallback={<Spinner label="Loading" />}><WithStore …><RegionList /></WithStore></WhenVisible>
 */
export function WhenVisible({
  children,
  fallback,
}: {
  /** What renders once started. */
  children: ReactNode;
  /** Shown until then (and in the prerendered HTML). */
  fallback: ReactNode;
}) {
  const group = useContext(VisibilityGroupContext);
  const own = useStartTrigger();
  const { started, start } = group ?? own;
  const place = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = place.current;
    if (started || !element) return;
    return watchForStart(element, start);
  }, [started, start]);
  return <div ref={place}>{started ? children : fallback}</div>;
}
