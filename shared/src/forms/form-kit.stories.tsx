import type { Meta, StoryObj } from '@storybook/react-vite';
import { CityLocationFields } from '@villa/shared/forms/city-location-fields';
import { DateField } from '@villa/shared/forms/date-field';
import { optionsOf, requiredMessage, useForm, type FormOption } from '@villa/shared/forms/form';
import { FormActions, FormSection, SectionTitle, Wide } from '@villa/shared/forms/form-layout';
import { AutocompleteField, MultiSelectField, RadioField } from '@villa/shared/forms/pick-fields';
import { EmailField, FormTextField, NumberField, PhoneField } from '@villa/shared/forms/text-fields';
import { Button } from '@villa/shared/mui/core';
import { citiesResponse, locationsResponse } from '@villa/shared/testing/fixtures';
import { apiRoutes, world } from '@villa/shared/testing/story-world';
import { MuiTheme } from '@villa/shared/ui/mui-theme';

interface KitValues {
  name: string;
  email: string;
  phone: string;
  price: string;
  stage: FormOption | null;
  kinds: FormOption[];
  ready: string;
  visit: string;
  city: FormOption | null;
  location: FormOption | null;
  remarks: string;
}

const EMPTY: KitValues = {
  name: '',
  email: '',
  phone: '',
  price: '',
  stage: null,
  kinds: [],
  ready: '',
  visit: '',
  city: null,
  location: null,
  remarks: '',
};

const STAGES = optionsOf(['Pre-launch', 'Under construction', 'Ready to move']);
const KINDS = optionsOf(['Villa', 'Row house', 'Plot']);
const YES_NO = optionsOf(['Yes', 'No']);
const required = (field: string) => ({ required: requiredMessage(field) });

/** Every field of the kit in one form, laid out as the listing forms are. */
function KitForm({ values }: { values: KitValues }) {
  const { control, handleSubmit } = useForm<KitValues>({ defaultValues: values });
  return (
    <MuiTheme>
      <form noValidate aria-label="Forms kit" onSubmit={handleSubmit(() => undefined)}>
        <FormSection>
          <SectionTitle>Text</SectionTitle>
          <FormTextField control={control} name="name" label="Name" required rules={required('Name')} />
          <EmailField control={control} name="email" label="Email" required rules={required('Email')} />
          <PhoneField
            control={control}
            name="phone"
            label="Phone number"
            required
            rules={required('Phone number')}
          />
          <NumberField control={control} name="price" label="Price" prefix="₹" helperText="In rupees" />
        </FormSection>
        <FormSection>
          <SectionTitle>Choices</SectionTitle>
          <AutocompleteField
            control={control}
            name="stage"
            label="Stage"
            required
            options={STAGES}
            rules={required('Stage')}
          />
          <MultiSelectField control={control} name="kinds" label="Property type" options={KINDS} />
          <RadioField
            control={control}
            name="ready"
            label="Ready to move in?"
            required
            options={YES_NO}
            rules={required('Ready to move in')}
          />
          <DateField control={control} name="visit" label="Site visit" />
          <CityLocationFields control={control} cityName="city" locationName="location" />
          <Wide>
            <FormTextField control={control} name="remarks" label="Remarks" rows={3} maxLength={2000} />
          </Wide>
        </FormSection>
        <FormActions>
          <Button type="submit" variant="contained" size="large">
            Submit
          </Button>
        </FormActions>
      </form>
    </MuiTheme>
  );
}

const meta = {
  title: 'Shared/Forms kit',
  component: KitForm,
  args: { values: EMPTY },
  parameters: world({
    api: apiRoutes({
      '/api/v1/locations/cities': citiesResponse,
      [`/api/v1/locations/city/${citiesResponse.data[0]!._id}`]: locationsResponse,
    }),
  }),
} satisfies Meta<typeof KitForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = {
  args: {
    values: {
      name: 'Ravi Kumar',
      email: 'ravi@example.com',
      phone: '9845012345',
      price: '12500000',
      stage: STAGES[2]!,
      kinds: [KINDS[0]!, KINDS[1]!],
      ready: 'Yes',
      visit: '',
      city: citiesResponse.data[0]!,
      location: locationsResponse.data[0]!,
      remarks: 'Corner plot preferred.',
    },
  },
};

/** Submitted empty: each required field says so, under itself. */
export const Invalid: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await canvas.findByText('Name is required');
  },
};
