import type { Meta, StoryObj } from '@storybook/react-vite';
import { failing, pending, world } from '@villa/shared/testing/story-world';
import { comment, paged, submission } from '../testing/moderation-data.ts';
import { peopleAnswers, salesLinkOf, teamMember } from '../testing/people-data.ts';
import { draftPost, postAnswers } from '../testing/posts-data.ts';
import { admin, editor, sales, signedInAs, studioApi } from '../testing/studio-data.ts';
import CommentsPage from './exposes/comments-page.tsx';
import DevelopersPage from './exposes/developers-page.tsx';
import PeoplePage from './exposes/people-page.tsx';
import PostPage from './exposes/post-page.tsx';
import PostsPage from './exposes/posts-page.tsx';

/** The studio's content pages (people, comments, developers, posts) in their states, as an editor. */
const meta = {
  title: 'Studio/Content',
  component: PeoplePage,
  beforeEach: signedInAs(editor),
  parameters: world({ route: '/studio/people', api: studioApi(editor, peopleAnswers()) }),
} satisfies Meta<typeof PeoplePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const People: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('table', { name: 'Sales team' });
    await canvas.findByRole('button', { name: 'Remove the review by Arjun Shah' });
    await canvas.findByRole('form', { name: 'Add a person to the sales team' });
  },
};

export const PeopleFailed: Story = {
  parameters: world({
    route: '/studio/people',
    api: studioApi(editor, {
      ...peopleAnswers(),
      '/api/v1/team': failing(500, 'Failed to load the sales team'),
    }),
  }),
  play: async ({ canvas }) => {
    await canvas.findByText('Failed to load the sales team');
    await canvas.findByRole('button', { name: 'Retry' });
  },
};

/** An admin also sees each member's studio account (the inbox's relationship managers). */
export const PeopleForAnAdmin: Story = {
  beforeEach: signedInAs(admin),
  parameters: world({
    route: '/studio/people',
    api: studioApi(admin, {
      ...peopleAnswers(),
      '/api/v1/studio/sales-managers': { status: 'success', data: [salesLinkOf(teamMember, sales)] },
    }),
  }),
  play: async ({ canvas }) => {
    await canvas.findByRole('columnheader', { name: 'Studio account' });
    await canvas.findByRole('cell', { name: 'Meera Iyer' });
  },
};

/** Sales staff are told the page is for editors. */
export const PeopleNotForSales: Story = {
  beforeEach: signedInAs(sales),
  parameters: world({ route: '/studio/people', api: studioApi(sales, peopleAnswers()) }),
  play: async ({ canvas }) => {
    await canvas.findByText('The people page is for admin and editor only.');
  },
};

export const Comments: Story = {
  render: () => <CommentsPage />,
  parameters: world({
    route: '/studio/comments',
    api: studioApi(editor, { '/api/v1/studio/comments': paged('comments', [comment]) }),
  }),
  play: async ({ canvas }) => {
    await canvas.findByRole('table', { name: 'Comments' });
    await canvas.findByRole('button', { name: 'Hide: the comment by Priya N' });
  },
};

export const CommentsLoading: Story = {
  render: () => <CommentsPage />,
  parameters: world({
    route: '/studio/comments',
    api: studioApi(editor, { '/api/v1/studio/comments': pending }),
  }),
  play: async ({ canvas }) => {
    await canvas.findByText('Loading the comments…');
  },
};

export const Developers: Story = {
  render: () => <DevelopersPage />,
  parameters: world({
    route: '/studio/developers',
    api: studioApi(editor, {
      '/api/v1/studio/submissions/developers': paged('submissions', [submission]),
      '/api/v1/studio/submissions/developers/owners': { status: 'success', data: [admin, editor] },
    }),
  }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Open Lakeside Greens by Lakeside Builders' }),
    );
    await canvas.findByRole('form', { name: "The team's work on it" });
  },
};

export const DevelopersEmpty: Story = {
  render: () => <DevelopersPage />,
  parameters: world({
    route: '/studio/developers',
    api: studioApi(editor, { '/api/v1/studio/submissions/developers': paged('submissions', []) }),
  }),
  play: async ({ canvas }) => {
    await canvas.findByText('No submissions here.');
  },
};

export const Posts: Story = {
  render: () => <PostsPage />,
  parameters: world({ route: '/studio/posts', api: studioApi(editor, postAnswers()) }),
  play: async ({ canvas }) => {
    await canvas.findByRole('table', { name: 'Posts' });
    await canvas.findByRole('link', { name: 'Write a post' });
  },
};

export const PostsFailed: Story = {
  render: () => <PostsPage />,
  parameters: world({
    route: '/studio/posts',
    api: studioApi(editor, { '/api/v1/studio/posts': failing(500, 'Failed to load the posts') }),
  }),
  play: async ({ canvas }) => {
    await canvas.findByText('Failed to load the posts');
  },
};

export const PostEditor: Story = {
  render: () => <PostPage slug={draftPost._id} />,
  parameters: world({ route: `/studio/posts/${draftPost._id}`, api: studioApi(editor, postAnswers()) }),
  play: async ({ canvas }) => {
    await canvas.findByRole('form', { name: 'Edit the post' });
    await canvas.findByRole('button', { name: 'Copy preview link' });
  },
};

/** The editor opened: the rich-text editor's toolbar and body are checked with axe too. */
export const PostEditorOpen: Story = {
  render: () => <PostPage slug={draftPost._id} />,
  parameters: world({ route: `/studio/posts/${draftPost._id}`, api: studioApi(editor, postAnswers()) }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit the body' }));
    await canvas.findByRole('toolbar', { name: 'Formatting' }, { timeout: 5000 });
    await canvas.findByRole('textbox', { name: 'Body' });
  },
};
