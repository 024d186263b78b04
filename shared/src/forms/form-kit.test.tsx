import { screen } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CityLocationFields } from '@villa/shared/forms/city-location-fields';
import { DateField, dateProblem, INVALID_DATE, today } from '@villa/shared/forms/date-field';
import { onlyProblems, resolverOf, useForm, type FormOption } from '@villa/shared/forms/form';
import { MultiSelectField, RadioField } from '@villa/shared/forms/pick-fields';
import { EmailField, FormTextField, NumberField, PhoneField } from '@villa/shared/forms/text-fields';
import { renderWithProviders } from '@villa/shared/testing/render';
import { MuiTheme } from '@villa/shared/ui/mui-theme';

interface Values {
  name: string;
  email: string;
  area: string;
  phone: string;
  kinds: FormOption[];
  registered: string;
  from: string;
  city: FormOption | null;
  location: FormOption | null;
}

const DEFAULTS: Values = {
  name: '',
  email: '',
  area: '',
  phone: '',
  kinds: [],
  registered: '',
  from: '',
  city: null,
  location: null,
};

/** Every field of the kit in one form, whose rule marks the name wrong once something is typed. */
function KitForm() {
  const { control, handleSubmit } = useForm<Values>({
    defaultValues: DEFAULTS,
    resolver: resolverOf((values) =>
      onlyProblems({ name: values.name === 'x' ? 'Name is too short' : null }),
    ),
    mode: 'onChange',
  });
  return (
    <MuiTheme>
      <form onSubmit={handleSubmit(() => undefined)}>
        <FormTextField control={control} name="name" label="Name" required helperText="As on your ID" />
        <EmailField control={control} name="email" label="Email" />
        <NumberField control={control} name="area" label="Built-up area" suffix="sq.ft" maxLength={6} />
        <PhoneField control={control} name="phone" label="Phone number" />
        <MultiSelectField
          control={control}
          name="kinds"
          label="Property type"
          options={[{ _id: 'Villa', name: 'Villa' }]}
        />
        <RadioField
          control={control}
          name="registered"
          label="Registered?"
          required
          options={[
            { _id: 'yes', name: 'Yes' },
            { _id: 'no', name: 'No' },
          ]}
        />
        <DateField control={control} name="from" label="Available from" required />
        <CityLocationFields control={control} cityName="city" locationName="location" required />
      </form>
    </MuiTheme>
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the forms kit', () => {
  it('shows the helper text until there is an error, then the error; marks required fields', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ data: [] })),
    );
    const { user } = renderWithProviders(<KitForm />);
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).toBeRequired();
    expect(screen.getByText('As on your ID')).toBeInTheDocument();
    await user.type(name, 'x');
    expect(await screen.findByText('Name is too short')).toBeInTheDocument();
    expect(screen.queryByText('As on your ID')).toBeNull();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
    expect(screen.getByRole('radiogroup', { name: 'Registered?' })).toHaveAttribute('aria-required', 'true');
  });

  it('keeps only digits in number and phone fields, up to their length', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ data: [] })),
    );
    const { user } = renderWithProviders(<KitForm />);
    await user.type(screen.getByRole('textbox', { name: 'Built-up area' }), '3,200 sq');
    expect(screen.getByRole('textbox', { name: 'Built-up area' })).toHaveValue('3200');
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '+91 98450-12345 6');
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveValue('9198450123');
    expect(screen.getByText('+91')).toBeInTheDocument();
  });

  it("offers days from today in the date field, and keeps the day as 'YYYY-MM-DD'", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ data: [] })),
    );
    renderWithProviders(<KitForm />);
    const date = screen.getByLabelText(/Available from/);
    expect(date).toHaveAttribute('type', 'date');
    expect(date).toHaveAttribute('min', today());
    expect(date).toBeRequired();
  });

  it('disables the location until a city is chosen, with the hint to choose one', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ data: [] })),
    );
    renderWithProviders(<KitForm />);
    expect(screen.getByRole('combobox', { name: 'Location' })).toBeDisabled();
    expect(screen.getByText('Please select a city')).toBeInTheDocument();
  });
});

describe('the date rule (spec 5)', () => {
  it('takes today or later; anything else is not a valid date input', () => {
    expect(dateProblem('', 'Available from is required')).toBe('Available from is required');
    expect(dateProblem(today(), 'x')).toBeNull();
    expect(dateProblem(dayjs().add(1, 'year').format('YYYY-MM-DD'), 'x')).toBeNull();
    expect(dateProblem(dayjs().subtract(1, 'day').format('YYYY-MM-DD'), 'x')).toBe('Date input not valid.');
    expect(dateProblem(INVALID_DATE, 'x')).toBe('Date input not valid.');
    expect(dateProblem('2027-02-30', 'x')).toBe('Date input not valid.');
  });
});
