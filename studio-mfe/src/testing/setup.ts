import '@villa/shared/testing/vitest-setup';
