// A date and a time in one box (the browser's own picker), for the forms kit: the value is what the
// box holds, '2026-12-01T09:00'; the form says which clock it is.
import { useFormField, type FieldProps, type FieldValues } from '@villa/shared/forms/form';
import { TextField } from '@villa/shared/mui/inputs';

export function DateTimeField<T extends FieldValues>(props: FieldProps<T>) {
  const { label, required, disabled } = props;
  const { field, invalid, message } = useFormField(props);
  return (
    <TextField
      type="datetime-local"
      name={field.name}
      value={field.value ?? ''}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      label={label}
      required={required}
      disabled={disabled}
      error={invalid}
      helperText={message}
      fullWidth
      slotProps={{ inputLabel: { shrink: true }, formHelperText: { role: invalid ? 'alert' : undefined } }}
    />
  );
}
