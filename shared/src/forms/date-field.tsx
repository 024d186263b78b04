// The kit's date: the browser's own date input (a phone's native picker, and no picker library to
// download with the form), whose earliest day is today (spec 5), and its rule. The form keeps the
// day as 'YYYY-MM-DD', or INVALID_DATE while what was typed is not a whole date.
import type { ChangeEvent, FocusEvent } from 'react';
import dayjs from 'dayjs';
import { useFormField, type FieldProps, type FieldValues } from '@villa/shared/forms/form';
import { TextField } from '@villa/shared/mui/inputs';

/** A date input that is not a date (input-error code 1). */
export const DATE_INPUT_ERROR = { code: 1, message: 'Date input not valid.' } as const;

/** How the form keeps a day: '2026-11-24'. */
export const DAY_FORMAT = 'YYYY-MM-DD';
/** The form's value while the typed text is not a whole, valid date. */
export const INVALID_DATE = 'invalid';

export const today = () => dayjs().format(DAY_FORMAT);

/**
 * The date rule (spec 5): `requiredMessage` when empty; DATE_INPUT_ERROR's message when the text
 * is not a date or the day is before today (the field's minimum); else null.
 */
export function dateProblem(value: string, requiredMessage: string): string | null {
  if (value === '') return requiredMessage;
  const day = dayjs(value, DAY_FORMAT);
  if (value === INVALID_DATE || !day.isValid() || day.format(DAY_FORMAT) !== value || value < today()) {
    return DATE_INPUT_ERROR.message;
  }
  return null;
}

/** What the input holds: a day, nothing, or text that is not a date (the browser says `badInput`). */
const readDay = (input: HTMLInputElement) =>
  input.value === '' && input.validity.badInput ? INVALID_DATE : input.value;

export function DateField<T extends FieldValues>(props: FieldProps<T>) {
  const { label, required, disabled } = props;
  const { field, invalid, message } = useFormField(props);
  const value = typeof field.value === 'string' && field.value !== INVALID_DATE ? field.value : '';
  return (
    <TextField
      type="date"
      name={field.name}
      value={value}
      onChange={(event: ChangeEvent<HTMLInputElement>) => field.onChange(readDay(event.target))}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        // A half-typed day changes nothing on its way: say so when the field is left.
        if (readDay(event.target) === INVALID_DATE) field.onChange(INVALID_DATE);
        field.onBlur();
      }}
      inputRef={field.ref}
      label={label}
      required={required}
      disabled={disabled}
      error={invalid}
      helperText={message}
      fullWidth
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { min: today() },
        formHelperText: { role: invalid ? 'alert' : undefined },
      }}
    />
  );
}
