// The routers of the unit tests (testing/render.tsx). Not a shared module in the browser: no page
// downloads it.
export { MemoryRouter, Route, Routes } from 'react-router';
