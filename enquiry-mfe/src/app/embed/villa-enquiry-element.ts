// <villa-enquiry partner="acme" project="…" unit="…" label="…">: the partner embed's custom element.
// It is part of the loader (embed/enquiry.js), so it uses the DOM alone: no React, no MUI. It draws
// the button in its own shadow root; the enquiry and OTP flow runs in an overlay frame on our origin
// (enquiry-overlay.ts), loaded the first time the element is seen or its button is pressed, so the
// phone, the code and our login never exist in the partner's page. On a page that runs our shell, it
// loads nothing: the shell's enquiry host, with the React and MUI the page already has, opens the
// enquiry instead.
import {
  emitVillaEvent,
  enquiryHostListens,
  type EnquiryOpenRequest,
} from '@villa/shared/contracts/event-bus';
import { colors, FONT_STACK, radius } from '@villa/shared/ui/tokens';
import {
  createEnquiryOverlay,
  OVERLAY_STYLES,
  type EnquiryOverlay,
  type OverlayOptions,
} from './enquiry-overlay.ts';
import type { ListingSlugs } from './resolve-listing.ts';

export const ELEMENT_NAME = 'villa-enquiry';
/** The product's own enquiry button text (the unit and project pages' 'Enquire now'). */
export const DEFAULT_LABEL = 'Enquire now';
export const LOAD_FAILED_TEXT = "We couldn't load the enquiry form right now. Please try again.";

// :host resets what a partner's page would otherwise pass down (font, colour, line height); the
// page's selectors never match inside a shadow root, and these rules never match outside it.
const STYLES = `
:host { all: initial; display: inline-block; font-family: ${FONT_STACK}; }
:host([hidden]) { display: none; }
button {
  all: unset; box-sizing: border-box; cursor: pointer; display: inline-flex; align-items: center;
  justify-content: center; min-height: 42px; padding: 8px 22px; border-radius: ${radius.pill}px;
  background: ${colors.primary.main}; color: ${colors.primary.contrastText};
  font: 500 15px/1.75 ${FONT_STACK}; letter-spacing: 0.02857em;
  box-shadow: 0 3px 1px -2px rgba(0,0,0,.2), 0 2px 2px 0 rgba(0,0,0,.14), 0 1px 5px 0 rgba(0,0,0,.12);
}
button:hover { background: ${colors.primary.dark}; }
button:focus-visible { outline: 2px solid ${colors.secondary.main}; outline-offset: 2px; }
button[aria-busy='true'] { cursor: progress; opacity: 0.8; }
button:disabled { cursor: not-allowed; opacity: 0.6; }
p { margin: 8px 0 0; font: 400 14px/1.43 ${FONT_STACK}; color: ${colors.error}; }
${OVERLAY_STYLES}`;

interface DefineOptions {
  /** Our origin (the loader's): the frame's and the API's. */
  apiOrigin: string;
  /** Looks up the enquiry's subject for the shell (resolve-listing.ts); never fails. */
  resolveRequest: (apiOrigin: string, slugs: ListingSlugs) => Promise<EnquiryOpenRequest>;
  /** Makes an element's overlay frame (enquiry-overlay.ts; tests pass their own). */
  createOverlay?: (options: OverlayOptions) => EnquiryOverlay;
  registry?: CustomElementRegistry;
}

/** Defines <villa-enquiry> (once: a second loader on the page keeps the first definition). */
export function defineVillaEnquiry({
  apiOrigin,
  resolveRequest,
  createOverlay = createEnquiryOverlay,
  registry = customElements,
}: DefineOptions): void {
  if (registry.get(ELEMENT_NAME)) return;

  class VillaEnquiryElement extends HTMLElement {
    static observedAttributes = ['label', 'partner'];
    readonly #button: HTMLButtonElement;
    readonly #message: HTMLParagraphElement;
    #overlay: EnquiryOverlay | null = null;
    #request: Promise<EnquiryOpenRequest> | null = null;
    #observer: IntersectionObserver | null = null;

    constructor() {
      super();
      const shadow = this.attachShadow({ mode: 'open' });
      const style = document.createElement('style');
      style.textContent = STYLES;
      this.#button = document.createElement('button');
      this.#button.type = 'button';
      this.#button.setAttribute('part', 'button');
      this.#button.addEventListener('click', () => void this.#open());
      this.#message = document.createElement('p');
      this.#message.setAttribute('role', 'alert');
      this.#message.hidden = true;
      shadow.append(style, this.#button, this.#message);
    }

    connectedCallback() {
      this.#render();
      if (this.#observer || this.#overlay || typeof IntersectionObserver === 'undefined') return;
      // The frame loads once the button is on screen, so a click finds the form ready.
      this.#observer = new IntersectionObserver((entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        this.#stopObserving();
        if (enquiryHostListens()) void this.#enquiry();
        else this.#frame()?.preload();
      });
      this.#observer.observe(this);
    }

    disconnectedCallback() {
      this.#stopObserving();
    }

    attributeChangedCallback() {
      this.#render();
    }

    #render() {
      this.#button.textContent = this.getAttribute('label')?.trim() || DEFAULT_LABEL;
      const partner = this.#partner();
      this.#button.disabled = partner === null;
      if (partner === null) console.error(`<${ELEMENT_NAME}>: the partner attribute is required`);
    }

    #partner(): string | null {
      return this.getAttribute('partner')?.trim() || null;
    }

    #slugs(): ListingSlugs {
      return {
        project: this.getAttribute('project')?.trim() || undefined,
        unit: this.getAttribute('unit')?.trim() || undefined,
      };
    }

    #stopObserving() {
      this.#observer?.disconnect();
      this.#observer = null;
    }

    /** The enquiry's subject, looked up once (for the shell: the frame looks it up itself). */
    #enquiry(): Promise<EnquiryOpenRequest> {
      this.#request ??= resolveRequest(apiOrigin, this.#slugs());
      return this.#request;
    }

    /** The element's overlay frame, made once; null without a partner. */
    #frame(): EnquiryOverlay | null {
      const partner = this.#partner();
      if (partner === null) return null;
      this.#overlay ??= createOverlay({
        apiOrigin,
        container: this.shadowRoot!,
        frame: { partner, ...this.#slugs() },
        onClosed: () => this.#button.focus(),
      });
      return this.#overlay;
    }

    async #open() {
      this.#button.setAttribute('aria-busy', 'true');
      this.#message.hidden = true;
      try {
        // Our own page: the shell's enquiry form opens (the partner is not credited: the page is ours).
        if (enquiryHostListens()) emitVillaEvent('enquiry:open', await this.#enquiry());
        else {
          const overlay = this.#frame();
          if (overlay === null) throw new Error('no partner');
          await overlay.open();
        }
      } catch {
        this.#message.textContent = LOAD_FAILED_TEXT;
        this.#message.hidden = false;
      } finally {
        this.#button.removeAttribute('aria-busy');
      }
    }
  }

  registry.define(ELEMENT_NAME, VillaEnquiryElement);
}
