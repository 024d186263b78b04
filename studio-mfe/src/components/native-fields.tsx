// The browser's own form controls (select, input, textarea), labelled and styled with the tokens:
// for the sales pages, whose first screen must stay within the studio's budget without MUI's inputs
// or the forms kit (DESIGN.md section 9). Each is keyboard-usable as the browser makes it.
import { useId, type ComponentProps, type ReactNode } from 'react';
import styled from '@emotion/styled';
import { colors, radius, space, text } from '@villa/shared/ui/tokens';

const Field = styled.div({ display: 'flex', flexDirection: 'column', gap: space(0.5), minWidth: 0 });
const Label = styled.label({ ...text.body2, fontWeight: 600, color: colors.text.primary });
const Hint = styled.span({ ...text.caption, color: colors.text.secondary });

const control = {
  ...text.body2,
  minHeight: 40,
  padding: space(1, 1.5),
  border: `1px solid rgba(28, 36, 33, 0.38)`,
  borderRadius: radius.control,
  background: colors.paper,
  color: colors.text.primary,
  font: 'inherit',
  '&:focus-visible': { outline: `2px solid ${colors.secondary.main}`, outlineOffset: 1 },
  '&:disabled': { opacity: 0.6 },
} as const;

const Select = styled.select(control);
const Input = styled.input(control);
const Area = styled.textarea({ ...control, minHeight: 96, resize: 'vertical' });

interface FieldShell {
  label: string;
  /** A quieter line under the label. */
  hint?: ReactNode;
}

function Shell({ label, hint, id, children }: FieldShell & { id: string; children: ReactNode }) {
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint ? <Hint id={`${id}-hint`}>{hint}</Hint> : null}
    </Field>
  );
}

export function SelectBox({ label, hint, ...props }: FieldShell & ComponentProps<'select'>) {
  const id = useId();
  return (
    <Shell label={label} hint={hint} id={id}>
      <Select id={id} aria-describedby={hint ? `${id}-hint` : undefined} {...props} />
    </Shell>
  );
}

export function InputBox({ label, hint, ...props }: FieldShell & ComponentProps<'input'>) {
  const id = useId();
  return (
    <Shell label={label} hint={hint} id={id}>
      <Input id={id} aria-describedby={hint ? `${id}-hint` : undefined} {...props} />
    </Shell>
  );
}

export function TextBox({ label, hint, ...props }: FieldShell & ComponentProps<'textarea'>) {
  const id = useId();
  return (
    <Shell label={label} hint={hint} id={id}>
      <Area id={id} aria-describedby={hint ? `${id}-hint` : undefined} {...props} />
    </Shell>
  );
}

const CheckLabel = styled.label({
  ...text.body2,
  display: 'inline-flex',
  alignItems: 'center',
  gap: space(1),
  minHeight: 40,
  cursor: 'pointer',
  '& input': { width: 18, height: 18, accentColor: colors.primary.main },
});

export function CheckBox({ label, ...props }: { label: string } & ComponentProps<'input'>) {
  return (
    <CheckLabel>
      <input type="checkbox" {...props} />
      {label}
    </CheckLabel>
  );
}

/** A row of controls that wraps on a narrow screen, lined up at the bottom (their boxes). */
export const FieldRow = styled.div({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: space(2),
});

/** Buttons that pick one of a few (Mine, All, Unassigned): each says whether it is the one shown. */
export const Toggle = styled.button<{ current: boolean }>(({ current }) => ({
  ...text.body2,
  fontWeight: 600,
  minHeight: 40,
  padding: space(0.5, 2),
  borderRadius: radius.pill,
  border: `1px solid ${current ? colors.primary.main : colors.divider}`,
  background: current ? colors.primary.main : colors.paper,
  color: current ? colors.primary.contrastText : colors.text.primary,
  cursor: 'pointer',
  '&:focus-visible': { outline: `2px solid ${colors.secondary.main}`, outlineOffset: 2 },
}));
