import '@villa/shared/testing/vitest-setup';
import { InViewObserver } from '@villa/shared/testing/in-view-observer';

// Every observed element is in view at once (a test that needs "not yet in view" stubs its own).
globalThis.IntersectionObserver = InViewObserver as unknown as typeof IntersectionObserver;
