// The kit's typed text boxes: text, email, number and phone. Values stay strings in the form (what
// was typed); a number or phone box keeps only digits, so a rule never sees '12,00,000' or '+91'.
import type { ReactNode } from 'react';
import { useFormField, type FieldProps, type FieldValues } from '@villa/shared/forms/form';
import { InputAdornment, TextField } from '@villa/shared/mui/inputs';

type TextKind = 'text' | 'email' | 'number' | 'phone';

/** The input each kind gets: the keyboard a phone shows, what autofill offers. */
const INPUTS: Record<
  TextKind,
  { type: string; inputMode?: 'email' | 'numeric' | 'tel'; autoComplete?: string }
> = {
  text: { type: 'text' },
  email: { type: 'email', inputMode: 'email', autoComplete: 'email' },
  number: { type: 'text', inputMode: 'numeric', autoComplete: 'off' },
  phone: { type: 'tel', inputMode: 'tel', autoComplete: 'tel-national' },
};

/** Digits only, at most `max` of them. */
const digits = (raw: string, max?: number) => raw.replace(/\D/g, '').slice(0, max);

export interface TextFieldProps<T extends FieldValues> extends FieldProps<T> {
  kind?: TextKind;
  /** Before the value: '₹', '+91'. */
  prefix?: ReactNode;
  /** After the value: 'sq.ft', 'years'. */
  suffix?: ReactNode;
  /** Characters (digits for a number or phone) the box takes. */
  maxLength?: number;
  /** Several lines (remarks). */
  rows?: number;
  placeholder?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  /**
   * Takes over what a change does (the enquiry form parses '+91 …' and checks as the visitor
   * types); by default the value goes to the form as typed, digits only for a number or phone.
   */
  onValueChange?: (raw: string) => void;
  /** Takes over what leaving the field does; by default the form marks it touched. */
  onLeave?: () => void;
}

export function FormTextField<T extends FieldValues>(props: TextFieldProps<T>) {
  const { kind = 'text', label, required, disabled, prefix, suffix, maxLength, rows, placeholder } = props;
  const { autoFocus, onValueChange, onLeave } = props;
  const { field, invalid, message } = useFormField(props);
  const input = INPUTS[kind];
  const numeric = kind === 'number' || kind === 'phone';
  return (
    <TextField
      name={field.name}
      value={field.value ?? ''}
      onChange={(event) => {
        const raw = event.target.value;
        if (onValueChange) onValueChange(raw);
        else field.onChange(numeric ? digits(raw, maxLength) : raw);
      }}
      onBlur={onLeave ?? field.onBlur}
      autoFocus={autoFocus}
      inputRef={field.ref}
      label={label}
      required={required}
      disabled={disabled}
      error={invalid}
      helperText={message}
      placeholder={placeholder}
      type={input.type}
      autoComplete={props.autoComplete ?? input.autoComplete}
      multiline={rows !== undefined}
      minRows={rows}
      fullWidth
      slotProps={{
        htmlInput: { inputMode: input.inputMode, maxLength },
        input: {
          startAdornment: prefix ? <InputAdornment position="start">{prefix}</InputAdornment> : undefined,
          endAdornment: suffix ? <InputAdornment position="end">{suffix}</InputAdornment> : undefined,
        },
        // MUI's asterisk is hidden from screen readers; `required` on the input says it to them.
        formHelperText: { role: invalid ? 'alert' : undefined },
      }}
    />
  );
}

export const EmailField = <T extends FieldValues>(props: Omit<TextFieldProps<T>, 'kind'>) => (
  <FormTextField kind="email" {...props} />
);

export const NumberField = <T extends FieldValues>(props: Omit<TextFieldProps<T>, 'kind'>) => (
  <FormTextField kind="number" {...props} />
);

/** An Indian mobile number: 10 digits after '+91'. */
export const PhoneField = <T extends FieldValues>(props: Omit<TextFieldProps<T>, 'kind'>) => (
  <FormTextField kind="phone" prefix="+91" maxLength={10} {...props} />
);
