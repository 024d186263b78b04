import '@villa/shared/testing/vitest-setup';

// happy-dom lays nothing out, so its IntersectionObserver never reports: here every observed element
// is in view at once (a test that needs "not yet in view" stubs its own).
class InViewObserver {
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
globalThis.IntersectionObserver = InViewObserver as unknown as typeof IntersectionObserver;
