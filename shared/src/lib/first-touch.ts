// The buyer's first touch, scroll, key or pointer move on a page: what "on intent" waits for where no button names
// the intent, such as the footer's code and the cards' compare toggles. Nothing that waits here is
// part of a page's first load (DESIGN.md section 9). Bundled into each app (tooling/webpack/sharing.mjs).

/**
 * A person at the page: on a phone the first touch or scroll, on a laptop the mouse's first move.
 * Scroll is caught on its way down the tree: it does not bubble.
 */
const FIRST_TOUCH = ['pointerdown', 'pointermove', 'keydown', 'scroll', 'wheel'] as const;

let touched: Promise<void> | undefined;

/** Resolves at the first touch. The same promise for every caller, as React's `use` needs. */
export function firstTouch(): Promise<void> {
  touched ??= new Promise((resolve) => {
    const options = { capture: true, passive: true };
    const done = () => {
      for (const type of FIRST_TOUCH) window.removeEventListener(type, done, options);
      resolve();
    };
    for (const type of FIRST_TOUCH) window.addEventListener(type, done, options);
  });
  return touched;
}
