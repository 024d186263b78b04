import { Suspense } from 'react';
import { Outlet } from '@villa/shared/router';
import { Box, CircularProgress } from '@villa/shared/mui/core';
import { Footer } from '../components/footer.tsx';
import { Header } from '../components/header.tsx';
import { useCityQuerySync } from '../features/city/use-city-query-sync.ts';
import { EnquiryMount } from '../features/enquiry/enquiry-mount.tsx';

export function Layout() {
  useCityQuerySync();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Header />
      <Box component="main" sx={{ flex: 1 }}>
        <Suspense
          fallback={
            <Box role="status" sx={{ p: 6, display: 'flex', justifyContent: 'center' }}>
              <CircularProgress aria-label="Loading page" />
            </Box>
          }
        >
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
      <EnquiryMount />
    </Box>
  );
}
