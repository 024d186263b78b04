import { lazy } from 'react';

// Sections below the fold, loaded after the page's first paint (spec 2.4); each sits in a
// LazySection that shows its loading text and its failure message.
export const LazyPlanImages = lazy(() =>
  import('./sections/plan-images.tsx').then((m) => ({ default: m.PlanImages })),
);
export const LazyAmenitiesList = lazy(() =>
  import('./sections/amenities-list.tsx').then((m) => ({ default: m.AmenitiesList })),
);
export const LazyGalleryGrid = lazy(() =>
  import('./sections/gallery-grid.tsx').then((m) => ({ default: m.GalleryGrid })),
);
export const LazySpecificationList = lazy(() =>
  import('./sections/specification-list.tsx').then((m) => ({ default: m.SpecificationList })),
);
export const LazyLocationDetails = lazy(() =>
  import('./sections/location-details.tsx').then((m) => ({ default: m.LocationDetails })),
);
