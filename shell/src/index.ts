// The async boundary: the federation runtime negotiates shared modules before the app's code runs.
import('./bootstrap.tsx');
