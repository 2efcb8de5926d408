/**
 * Runs in each benchmark page before the page's own scripts (scripts/bench-load.ts bundles it and adds
 * it through CDP, so the page's CSP does not apply). `install(target)` sets `window.benchProbe`: the
 * long tasks so far (PerformanceObserver 'longtask', over 50 ms) and a promise of the first row's
 * paint time. Each requestAnimationFrame callback looks for the target in the document and every open
 * shadow root; in the first frame where it is there and visible, a message is posted, whose handler
 * runs once that frame's style, layout and paint are done and reads performance.now() (milliseconds
 * from navigation start).
 */

/** What marks the first row: an element matching `selector` that holds one of `texts` (any, if none). */
export interface Target {
  readonly selector: string;
  readonly texts: readonly string[];
}

export interface Probe {
  readonly longTasks: number[];
  readonly painted: Promise<number>;
}

export function install(target: Target): void {
  const longTasks: number[] = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });

  const shows = (element: Element) =>
    (target.texts.length === 0 || target.texts.some((text) => (element.textContent ?? '').includes(text))) &&
    element.checkVisibility();
  const found = (scope: Document | ShadowRoot): boolean => {
    for (const element of scope.querySelectorAll(target.selector)) if (shows(element)) return true;
    for (const element of scope.querySelectorAll('*')) if (element.shadowRoot && found(element.shadowRoot)) return true;
    return false;
  };
  const painted = new Promise<number>((resolve) => {
    const afterPaint = new MessageChannel();
    afterPaint.port1.onmessage = () => resolve(performance.now());
    const frame = () => {
      if (found(document)) afterPaint.port2.postMessage(null);
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  const probe: Probe = { longTasks, painted };
  (window as unknown as { benchProbe: Probe }).benchProbe = probe;
}
