// A form that loads when asked for: its title and a button, drawn with the first-paint kit (no MUI,
// no react-hook-form). Pointing at, touching or focusing the button starts the download; pressing it
// shows the form. Forms and uploads load on intent (DESIGN.md section 9), so a page's first load
// stays small.
import { Component, lazy, Suspense, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import styled from '@emotion/styled';
import { Button, Card, Text } from '@villa/shared/ui/kit';
import { StatusMessage } from '@villa/shared/ui/status-message';
import { space, text, up } from '@villa/shared/ui/tokens';

export const FORM_LOAD_FAILED = "We couldn't load the form right now.";

const Panel = styled(Card)({ padding: space(2.5), [up('sm')]: { padding: space(4) } });

const Title = styled.h2<{ level: 2 | 3 }>(({ level }) => ({
  ...(level === 2 ? text.h5 : text.h6),
  margin: 0,
  marginBottom: space(1),
}));

const Start = styled.div({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: space(2),
});

export type FormOnIntentProps<P extends object> = {
  title: string;
  titleId: string;
  /** The title's heading level: 2 for a page's form, 3 for one inside a section (a post's comments). */
  titleLevel?: 2 | 3;
  /** What the form is for, under the title. */
  intro?: string;
  /** The button's text: 'Partner with us', 'Start your listing'. */
  startLabel: string;
  /** The form's module; a stable function (a module-level one), or the form would load again. */
  load: () => Promise<{ default: ComponentType<P> }>;
} & (Record<string, never> extends P ? { formProps?: P } : { formProps: P });

export function FormOnIntent<P extends object = object>(props: FormOnIntentProps<P>) {
  const { title, titleId, titleLevel = 2, intro, startLabel, load } = props;
  const [open, setOpen] = useState(false);
  const Form = useMemo(() => lazy(load), [load]);
  const prefetch = () => void load().catch(() => undefined);
  return (
    <Panel>
      <Title id={titleId} as={titleLevel === 2 ? 'h2' : 'h3'} level={titleLevel}>
        {title}
      </Title>
      {intro ? (
        <Text look="body2" tone="secondary" style={{ marginBottom: space(3) }}>
          {intro}
        </Text>
      ) : null}
      {open ? (
        <LoadFailed>
          <Suspense fallback={<StatusMessage kind="loading" title="Loading the form…" dense />}>
            <Form {...(props.formProps as P)} />
          </Suspense>
        </LoadFailed>
      ) : (
        <Start>
          <Button
            type="button"
            variant="contained"
            size="large"
            onPointerEnter={prefetch}
            onTouchStart={prefetch}
            onFocus={prefetch}
            onClick={() => setOpen(true)}
          >
            {startLabel}
          </Button>
        </Start>
      )}
    </Panel>
  );
}

/**
 * The form's code failed to download: say so, and offer to try again. Retry loads the page again:
 * the federation runtime keeps a shared module whose download failed as failed for the page's life.
 */
class LoadFailed extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return <StatusMessage kind="error" title={FORM_LOAD_FAILED} onRetry={() => window.location.reload()} />;
  }
}
