import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { firstTouch } from '@villa/shared/lib/first-touch';
import { useHydrated } from '@villa/shared/lib/hydration';

// The footer's code is no part of a first load (DESIGN.md section 9): the server's footer is complete
// HTML, its links plain links, and the browser keeps it as it is until the buyer first touches the
// page (lib/first-touch.ts). Then the code loads and draws the same footer in its place.
// One chunk with the other code loaded at the first touch (bootstrap.tsx): one request, no more.
const loadFooter = () => import(/* webpackChunkName: "first-touch" */ './footer.tsx');
const ServerFooter = lazy(() => loadFooter().then(({ Footer }) => ({ default: Footer })));

/** No box of its own, so the footer is laid out as if the frame were not there. */
const FRAME = { display: 'contents' } as const;

/**
 * The server's HTML, kept: React neither hydrates nor changes what an element with
 * dangerouslySetInnerHTML holds while the prop stays the same. Unlike a suspended boundary, it takes
 * the app's updates (a navigation before any touch) without holding them up.
 */
const KEEP_SERVER_HTML = { __html: '' };

/** The site's footer, its code loaded on intent. */
export function FooterOnIntent() {
  // Whether this footer came with the server's HTML: true only in the render that hydrates it.
  const hydrating = !useHydrated();
  const [fromServer] = useState(hydrating);
  const [Footer, setFooter] = useState<ComponentType | null>(null);
  useEffect(() => {
    let live = true;
    // A footer the browser draws on its own (no server HTML) needs its code at once.
    void (fromServer ? firstTouch().then(loadFooter) : loadFooter()).then((module) => {
      if (live) setFooter(() => module.Footer);
    });
    return () => {
      live = false;
    };
  }, [fromServer]);

  if (typeof window === 'undefined') {
    return (
      <div style={FRAME}>
        <Suspense fallback={null}>
          <ServerFooter />
        </Suspense>
      </div>
    );
  }
  if (Footer) {
    // A new element, not the kept one with new contents: nothing of the server's copy can stay.
    return (
      <div key="drawn" style={FRAME}>
        <Footer />
      </div>
    );
  }
  return fromServer ? (
    <div style={FRAME} dangerouslySetInnerHTML={KEEP_SERVER_HTML} suppressHydrationWarning />
  ) : null;
}
