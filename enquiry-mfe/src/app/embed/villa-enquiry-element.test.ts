import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import {
  ENQUIRY_HOST_ATTRIBUTE,
  onVillaEvent,
  type EnquiryOpenRequest,
} from '@villa/shared/contracts/event-bus';
import type { EnquiryOverlay, OverlayOptions } from './enquiry-overlay.ts';
import type { ListingSlugs } from './resolve-listing.ts';
import { DEFAULT_LABEL, defineVillaEnquiry, LOAD_FAILED_TEXT } from './villa-enquiry-element.ts';

/** An IntersectionObserver the test drives: `show()` reports every observed element on screen. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly observed = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  disconnect() {
    this.observed.clear();
  }
  show() {
    const entries = [...this.observed].map((target) => ({ target, isIntersecting: true }));
    this.callback(entries as unknown as IntersectionObserverEntry[], this as unknown as IntersectionObserver);
  }
}

const open = vi.fn<EnquiryOverlay['open']>(async () => undefined);
const preload = vi.fn<EnquiryOverlay['preload']>();
/** The overlays made, with what each was given. */
const overlays: OverlayOptions[] = [];
const createOverlay = vi.fn((options: OverlayOptions): EnquiryOverlay => {
  overlays.push(options);
  return { open, preload };
});
/** The lookup of the element's project or unit: its title names the slug it was given. */
const resolveRequest = vi.fn(
  async (_apiOrigin: string, { project, unit }: ListingSlugs): Promise<EnquiryOpenRequest> =>
    unit
      ? { title: `Unit ${unit}`, unit: `id-${unit}` }
      : { title: `Project ${project}`, project: `id-${project}` },
);

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  FakeIntersectionObserver.instances = [];
  overlays.length = 0;
  defineVillaEnquiry({ apiOrigin: 'https://villas.example', resolveRequest, createOverlay });
});

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.removeAttribute(ENQUIRY_HOST_ATTRIBUTE);
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function place(html: string): HTMLElement {
  document.body.innerHTML = html;
  return document.body.querySelector('villa-enquiry')!;
}

const buttonOf = (element: HTMLElement) => element.shadowRoot!.querySelector('button')!;

test('draws the enquiry button in an open shadow root, with the product text or the label', () => {
  const plain = place('<villa-enquiry partner="acme"></villa-enquiry>');
  expect(plain.shadowRoot).not.toBeNull();
  expect(buttonOf(plain).textContent).toBe(DEFAULT_LABEL);
  expect(buttonOf(plain).disabled).toBe(false);
  // Nothing of it is in the page's own DOM.
  expect(document.body.querySelector('button')).toBeNull();

  const labelled = place('<villa-enquiry partner="acme" label="Ask about this villa"></villa-enquiry>');
  expect(buttonOf(labelled).textContent).toBe('Ask about this villa');
  labelled.setAttribute('label', 'Call me back');
  expect(buttonOf(labelled).textContent).toBe('Call me back');
});

test('without a partner the button is disabled and nothing loads', () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const element = place('<villa-enquiry></villa-enquiry>');
  expect(buttonOf(element).disabled).toBe(true);
  FakeIntersectionObserver.instances[0]?.show();
  expect(createOverlay).not.toHaveBeenCalled();
});

test("loads nothing until clicked, then opens the overlay frame with the element's attributes", async () => {
  const element = place(
    '<villa-enquiry partner="acme" project="mango-orchard-villas" unit="villa-12"></villa-enquiry>',
  );
  expect(createOverlay).not.toHaveBeenCalled();

  buttonOf(element).click();
  await vi.waitFor(() => expect(open).toHaveBeenCalledTimes(1));
  expect(overlays).toEqual([
    {
      apiOrigin: 'https://villas.example',
      container: element.shadowRoot,
      frame: { partner: 'acme', project: 'mango-orchard-villas', unit: 'villa-12' },
      onClosed: expect.any(Function),
    },
  ]);
  // The frame looks the listing up itself, on our origin: the partner's page makes no API call.
  expect(resolveRequest).not.toHaveBeenCalled();

  // A second click opens the same frame again.
  buttonOf(element).click();
  await vi.waitFor(() => expect(open).toHaveBeenCalledTimes(2));
  expect(createOverlay).toHaveBeenCalledTimes(1);
});

test('starts loading the frame when the element first comes into view, so a click finds it ready', async () => {
  const element = place('<villa-enquiry partner="acme"></villa-enquiry>');
  FakeIntersectionObserver.instances[0]!.show();
  expect(preload).toHaveBeenCalledTimes(1);
  expect(open).not.toHaveBeenCalled();
  buttonOf(element).click();
  await vi.waitFor(() => expect(open).toHaveBeenCalledTimes(1));
  expect(createOverlay).toHaveBeenCalledTimes(1);
});

test('a frame that does not load says so in the element, and the next click tries again', async () => {
  open.mockRejectedValueOnce(new Error('The enquiry frame did not load'));
  const element = place('<villa-enquiry partner="acme"></villa-enquiry>');
  buttonOf(element).click();
  const message = element.shadowRoot!.querySelector('[role="alert"]') as HTMLElement;
  await vi.waitFor(() => expect(message.hidden).toBe(false));
  expect(message.textContent).toBe(LOAD_FAILED_TEXT);

  buttonOf(element).click();
  await vi.waitFor(() => expect(open).toHaveBeenCalledTimes(2));
  await vi.waitFor(() => expect(message.hidden).toBe(true));
});

test('gives the focus back to its button when the overlay closes', async () => {
  const element = place('<villa-enquiry partner="acme"></villa-enquiry>');
  buttonOf(element).click();
  await vi.waitFor(() => expect(open).toHaveBeenCalledTimes(1));
  overlays[0]!.onClosed();
  expect(element.shadowRoot!.activeElement).toBe(buttonOf(element));
});

test("on a page that runs our shell, hands the enquiry to the shell's host and loads nothing", async () => {
  document.documentElement.setAttribute(ENQUIRY_HOST_ATTRIBUTE, '');
  const heard: EnquiryOpenRequest[] = [];
  const stop = onVillaEvent('enquiry:open', (request) => heard.push(request));
  try {
    const element = place('<villa-enquiry partner="acme" project="mango-orchard-villas"></villa-enquiry>');
    FakeIntersectionObserver.instances[0]!.show();
    await vi.waitFor(() => expect(resolveRequest).toHaveBeenCalledTimes(1));
    expect(heard).toEqual([]);

    buttonOf(element).click();
    await vi.waitFor(() =>
      expect(heard).toEqual([{ title: 'Project mango-orchard-villas', project: 'id-mango-orchard-villas' }]),
    );
    expect(createOverlay).not.toHaveBeenCalled();
    expect(resolveRequest).toHaveBeenCalledTimes(1);
  } finally {
    stop();
  }
});
