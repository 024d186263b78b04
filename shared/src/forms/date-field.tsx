// The kit's date: the browser's own date input (a phone's native picker, and no picker library to
// download with the form), whose earliest day is today (spec 5). The form keeps the day as
// 'YYYY-MM-DD', or INVALID_DATE while what was typed is not a whole date, for the rule (date-rule.ts).
import type { ChangeEvent, FocusEvent } from 'react';
import type { FieldValues } from 'react-hook-form';
import { TextField } from '@villa/shared/mui/inputs';
import { INVALID_DATE, today } from './date-rule.ts';
import { useFormField, type FieldProps } from './form-field.ts';

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
