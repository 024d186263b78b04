import('./app/dev/bootstrap.tsx');
