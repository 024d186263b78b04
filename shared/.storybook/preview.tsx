// Shared with the stories' tests, which render each story as Storybook does (testing/stories.ts).
export { default } from '../src/testing/story-preview.tsx';
