import { Suspense } from 'react';
import styled from '@emotion/styled';
import { Outlet } from '@villa/shared/router';
import { FooterOnIntent } from '../components/footer-on-intent.tsx';
import { Header } from '../components/header.tsx';
import { PageLoading } from '../components/lazy-page.tsx';
import { CompareTrayMount } from '../features/compare/compare-tray-mount.tsx';
import { EnquiryMount } from '../features/enquiry/enquiry-mount.tsx';
import { SearchBar } from '../features/search/search-bar.tsx';
import { useScrollOnNavigate } from './use-scroll-on-navigate.ts';

const Page = styled.div({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });

// The main area reserves the viewport, so the footer starts below the fold and is not pushed down
// when the page's content arrives (that push was almost all of every route's CLS).
const Main = styled.main({ flex: 1, minHeight: '100vh' });

export function Layout() {
  // The studio (/studio/…, staff only) draws its own frame: no buyers' header or footer (the search
  // bar shows on listing paths only).
  const studio = useScrollOnNavigate().startsWith('/studio');
  return (
    <Page>
      {studio || <Header />}
      <SearchBar />
      <Main>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </Main>
      {studio || <FooterOnIntent />}
      {studio || <CompareTrayMount />}
      <EnquiryMount />
    </Page>
  );
}
