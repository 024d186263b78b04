// The kit's pick-lists: one of a list (autocomplete), several of a list (multiselect, as chips) and
// one of a few (radio). Options are compared by _id and shown by name (spec 3).
import {
  sameOption,
  useFormField,
  type FieldProps,
  type FieldValues,
  type FormOption,
} from '@villa/shared/forms/form';
import {
  Autocomplete,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  TextField,
} from '@villa/shared/mui/inputs';

export interface PickFieldProps<T extends FieldValues> extends FieldProps<T> {
  options: readonly FormOption[];
  loading?: boolean;
  placeholder?: string;
  /** Called with the new choice after the form has it (the city resets its location). */
  onPicked?: (option: FormOption | null) => void;
}

export function AutocompleteField<T extends FieldValues>(props: PickFieldProps<T>) {
  const { label, required, disabled, options, loading, placeholder, onPicked } = props;
  const { field, invalid, message } = useFormField(props);
  return (
    <Autocomplete<FormOption, false, false, false>
      options={options}
      value={(field.value as FormOption | null) ?? null}
      onChange={(_event, option) => {
        field.onChange(option);
        onPicked?.(option);
      }}
      onBlur={field.onBlur}
      disabled={disabled}
      loading={loading}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={sameOption}
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          label={label}
          required={required}
          error={invalid}
          helperText={message}
          placeholder={placeholder}
        />
      )}
    />
  );
}

export function MultiSelectField<T extends FieldValues>(props: Omit<PickFieldProps<T>, 'onPicked'>) {
  const { label, required, disabled, options, loading, placeholder } = props;
  const { field, invalid, message } = useFormField(props);
  const value = (field.value as FormOption[] | undefined) ?? [];
  return (
    <Autocomplete<FormOption, true, false, false>
      multiple
      disableCloseOnSelect
      options={options}
      value={value}
      onChange={(_event, chosen) => field.onChange(chosen)}
      onBlur={field.onBlur}
      disabled={disabled}
      loading={loading}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={sameOption}
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          label={label}
          required={required}
          error={invalid}
          helperText={message}
          placeholder={value.length === 0 ? placeholder : undefined}
        />
      )}
    />
  );
}

/** One of a few options, all on view: 'Yes' / 'No'. The value is the option's _id ('' for none yet). */
export function RadioField<T extends FieldValues>(props: Omit<PickFieldProps<T>, 'loading' | 'placeholder'>) {
  const { label, required, disabled, options, onPicked } = props;
  const { field, invalid, message } = useFormField(props);
  const labelId = `${field.name}-label`;
  return (
    <FormControl required={required} disabled={disabled} error={invalid}>
      <FormLabel id={labelId}>{label}</FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        aria-required={required}
        aria-invalid={invalid}
        name={field.name}
        value={(field.value as string | undefined) ?? ''}
        onChange={(event) => {
          field.onChange(event.target.value);
          onPicked?.(options.find((option) => option._id === event.target.value) ?? null);
        }}
        onBlur={field.onBlur}
      >
        {options.map((option) => (
          <FormControlLabel key={option._id} value={option._id} label={option.name} control={<Radio />} />
        ))}
      </RadioGroup>
      {message && <FormHelperText role={invalid ? 'alert' : undefined}>{message}</FormHelperText>}
    </FormControl>
  );
}
