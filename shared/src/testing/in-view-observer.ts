/**
 * happy-dom lays nothing out, so its IntersectionObserver never reports. This one reports every
 * observed element in view at once: a section that loads as it comes near (WhenNear) renders, as on
 * a tall screen.
 */
export class InViewObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    queueMicrotask(() =>
      this.callback(
        [{ isIntersecting: true, target } as unknown as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      ),
    );
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
