// The kit's date: a date picker whose earliest day is today (spec 5). The form keeps the day as
// 'YYYY-MM-DD', or INVALID_DATE while what was typed is not a date, for the rule (date-rule.ts).
import type { FieldValues } from 'react-hook-form';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DAY_FORMAT, INVALID_DATE } from './date-rule.ts';
import { useFormField, type FieldProps } from './form-field.ts';

/** How a day reads in India: 24/11/2026. */
const DISPLAY_FORMAT = 'DD/MM/YYYY';

export function DateField<T extends FieldValues>(props: FieldProps<T>) {
  const { label, required, disabled } = props;
  const { field, invalid, message } = useFormField(props);
  const value =
    typeof field.value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(field.value) ? dayjs(field.value) : null;
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label={label}
        value={value}
        minDate={dayjs().startOf('day')}
        disablePast
        format={DISPLAY_FORMAT}
        disabled={disabled}
        inputRef={field.ref}
        onChange={(day) =>
          field.onChange(day === null ? '' : day.isValid() ? day.format(DAY_FORMAT) : INVALID_DATE)
        }
        slotProps={{
          textField: {
            name: field.name,
            required,
            fullWidth: true,
            error: invalid,
            helperText: message,
            onBlur: field.onBlur,
          },
        }}
      />
    </LocalizationProvider>
  );
}
