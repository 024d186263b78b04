import { Suspense } from 'react';
import { Outlet } from '@villa/shared/router';
import { Box } from '@villa/shared/mui/core';
import { Footer } from '../components/footer.tsx';
import { Header } from '../components/header.tsx';
import { PageLoading } from '../components/lazy-page.tsx';
import { useCityQuerySync } from '../features/city/use-city-query-sync.ts';
import { EnquiryMount } from '../features/enquiry/enquiry-mount.tsx';

export function Layout() {
  useCityQuerySync();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Header />
      {/* The main area reserves the viewport, so the footer starts below the fold and is not pushed
          down when the page's content arrives (that push was almost all of every route's CLS). */}
      <Box component="main" sx={{ flex: 1, minHeight: '100vh' }}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
      <EnquiryMount />
    </Box>
  );
}
