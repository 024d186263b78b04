import { testStories } from '@villa/shared/testing/stories';

testStories(import.meta.glob('./**/*.stories.tsx', { eager: true }));
