// The post's body. The rich-text editor is ~130 KB gzip, so it loads on intent: the page first shows
// the body's opening words and an "Edit the body" button; pointing at it starts the download, and a
// click (or Enter) opens the editor in its place.
import { lazy, Suspense, useState } from 'react';
import styled from '@emotion/styled';
import { useController, type Control } from '@villa/shared/forms/form';
import { Button, Text } from '@villa/shared/ui/kit';
import { StatusMessage } from '@villa/shared/ui/status-message';
import { colors, radius, space, text } from '@villa/shared/ui/tokens';
import type { PostValues } from './post-values.ts';

const loadEditor = () => import('./rich-text-editor.tsx');
const RichTextEditor = lazy(loadEditor);

const Closed = styled.div<{ invalid: boolean }>(({ invalid }) => ({
  display: 'grid',
  gap: space(1.5),
  padding: space(2),
  border: `1px solid ${invalid ? colors.error : colors.divider}`,
  borderRadius: radius.control,
  justifyItems: 'start',
}));
const Label = styled.span({ ...text.subtitle2, display: 'block', marginBottom: space(1) });
const Message = styled.p({ ...text.caption, color: colors.error, margin: space(0.5, 0, 0) });

/** The body's words without its markup, for the closed view (parsed, never rendered as HTML). */
function wordsOf(html: string): string {
  if (!html) return '';
  // A space between tags, so that a heading's last word and a paragraph's first don't run together.
  return (
    new DOMParser()
      .parseFromString(html.replace(/></g, '> <'), 'text/html')
      .body.textContent?.replace(/\s+/g, ' ')
      .trim() ?? ''
  );
}

export function BodyField({ control }: { control: Control<PostValues> }) {
  const { field, fieldState } = useController({ control, name: 'content' });
  const [open, setOpen] = useState(false);
  const error = fieldState.error?.message;
  const words = wordsOf(field.value);
  const count = words ? words.split(' ').length : 0;
  return (
    <div>
      <Label id="post-body-label">Body *</Label>
      {open ? (
        <Suspense fallback={<StatusMessage kind="loading" title="Opening the editor…" />}>
          <RichTextEditor
            html={field.value}
            onChange={field.onChange}
            label="Body"
            invalid={error !== undefined}
            describedBy={error ? 'post-body-error' : undefined}
          />
        </Suspense>
      ) : (
        <Closed invalid={error !== undefined}>
          <Text look="body2" tone="secondary">
            {count === 0
              ? 'The body is empty.'
              : `${count} ${count === 1 ? 'word' : 'words'}: ${words.slice(0, 240)}${words.length > 240 ? '…' : ''}`}
          </Text>
          <Button
            type="button"
            variant="outlined"
            ref={field.ref}
            aria-describedby={error ? 'post-body-error' : undefined}
            onPointerEnter={() => void loadEditor()}
            onFocus={() => void loadEditor()}
            onClick={() => setOpen(true)}
          >
            {count === 0 ? 'Write the body' : 'Edit the body'}
          </Button>
        </Closed>
      )}
      {error && (
        <Message id="post-body-error" role="alert">
          {error}
        </Message>
      )}
    </div>
  );
}
