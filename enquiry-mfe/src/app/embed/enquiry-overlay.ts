// The partner embed's overlay: an <iframe> of our frame page (/embed/frame.html) over the whole
// viewport, in the element's shadow root. The enquiry form, the phone, the code and the login all live
// in that frame, on our origin: the partner's page can neither read them nor our token. Part of the
// loader, so DOM alone.
import { FRAME_MESSAGES, frameUrl, isFrameMessage, type FrameParams } from './frame-protocol.ts';

/** How long the frame may take to load before the element says it couldn't (slow 4G included). */
export const FRAME_READY_TIMEOUT_MS = 20_000;

/** The overlay's rules, for the element's shadow root. Hidden, it takes no clicks and no focus. */
export const OVERLAY_STYLES = `
iframe.overlay {
  position: fixed; inset: 0; width: 100%; height: 100%; border: 0; margin: 0; padding: 0;
  z-index: 2147483647; background: transparent; color-scheme: normal;
}
iframe.overlay:not(.open) { visibility: hidden; pointer-events: none; }
`;

export interface EnquiryOverlay {
  /** Starts loading the frame, hidden (the element came into view). */
  preload(): void;
  /** Shows a fresh form; rejects when the frame did not load in time (then the next open retries). */
  open(): Promise<void>;
}

export interface OverlayOptions {
  /** Our origin: the frame's, and the only one whose messages are taken. */
  apiOrigin: string;
  /** Where the frame goes: the element's shadow root. */
  container: ShadowRoot;
  frame: Omit<FrameParams, 'parentOrigin' | 'sourceUrl'>;
  /** The overlay was closed: give the focus back to the button. */
  onClosed: () => void;
  readyTimeoutMs?: number;
}

export function createEnquiryOverlay({
  apiOrigin,
  container,
  frame,
  onClosed,
  readyTimeoutMs = FRAME_READY_TIMEOUT_MS,
}: OverlayOptions): EnquiryOverlay {
  let iframe: HTMLIFrameElement | null = null;
  let ready: Promise<void> | null = null;

  const post = (type: string) => iframe?.contentWindow?.postMessage({ type }, apiOrigin);

  const hide = () => {
    if (!iframe) return;
    iframe.classList.remove('open');
    iframe.setAttribute('aria-hidden', 'true');
    iframe.tabIndex = -1;
  };

  const remove = () => {
    iframe?.remove();
    iframe = null;
    ready = null;
  };

  const load = (): Promise<void> => {
    if (ready) return ready;
    const element = document.createElement('iframe');
    element.className = 'overlay';
    element.title = 'Enquiry form';
    element.src = frameUrl(apiOrigin, {
      ...frame,
      parentOrigin: window.location.origin,
      sourceUrl: window.location.href,
    });
    iframe = element;
    hide();
    ready = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        window.removeEventListener('message', listen);
        remove();
        reject(new Error('The enquiry frame did not load'));
      }, readyTimeoutMs);
      function listen(event: MessageEvent) {
        // Only our frame, from our origin: any other window or origin is ignored.
        if (event.source !== element.contentWindow || event.origin !== apiOrigin) return;
        if (isFrameMessage(event.data, FRAME_MESSAGES.ready)) {
          clearTimeout(timer);
          resolve();
        } else if (isFrameMessage(event.data, FRAME_MESSAGES.closed) && element.classList.contains('open')) {
          hide();
          onClosed();
        }
      }
      window.addEventListener('message', listen);
    });
    container.append(element);
    return ready;
  };

  return {
    preload() {
      void load().catch(() => undefined); // a click tries again and says so
    },
    async open() {
      await load();
      const element = iframe!;
      element.classList.add('open');
      element.removeAttribute('aria-hidden');
      element.tabIndex = 0;
      // The focus goes into the frame first, so the form's first field can take it.
      element.focus();
      post(FRAME_MESSAGES.open);
    },
  };
}
