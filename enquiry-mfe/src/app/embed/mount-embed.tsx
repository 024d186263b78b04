// The partner embed's lazy part: React, MUI and the enquiry dialog, mounted inside one
// <villa-enquiry>'s shadow root. Emotion writes its styles into that shadow root and MUI's portals
// (the dialog, the country list, the date picker) open inside it, so the partner page's CSS never
// reaches them and ours never reaches the page.
import { createRoot } from 'react-dom/client';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { setApiOrigin } from '@villa/shared/api/client';
import { createTheme, ThemeProvider } from '@villa/shared/mui/core';
import { BrowserRouter } from '@villa/shared/router-host';
import { theme } from '@villa/shared/ui/theme';
import { ThemedEnquiryDialog } from '../../features/enquiry/components/enquiry-dialog.tsx';
import type { EmbedOptions, MountedEnquiry } from './villa-enquiry-element.ts';

/** The marketplace's theme, with every portal opening in `container` (inside the shadow root). */
export function embedTheme(container: HTMLElement) {
  const inside = { defaultProps: { container } };
  return createTheme(theme, { components: { MuiModal: inside, MuiPopper: inside, MuiPopover: inside } });
}

/** Mounts the dialog of one element; `open()` shows a fresh form each time. */
export async function mountEnquiry(
  shadowRoot: ShadowRoot,
  { apiOrigin, partner, request }: EmbedOptions,
): Promise<MountedEnquiry> {
  setApiOrigin(apiOrigin);
  const mountPoint = document.createElement('div');
  const portals = document.createElement('div');
  shadowRoot.append(mountPoint, portals);
  const cache = createCache({ key: 'villa', container: shadowRoot });
  const themeInside = embedTheme(portals);
  const root = createRoot(mountPoint);
  let session = 0;
  const render = (open: boolean) =>
    root.render(
      <CacheProvider value={cache}>
        <ThemeProvider theme={themeInside}>
          <BrowserRouter>
            <ThemedEnquiryDialog
              key={session}
              open={open}
              request={request}
              partner={partner}
              onClose={() => render(false)}
            />
          </BrowserRouter>
        </ThemeProvider>
      </CacheProvider>,
    );
  return {
    open() {
      session += 1;
      render(true);
    },
  };
}
