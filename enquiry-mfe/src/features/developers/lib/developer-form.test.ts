import { describe, expect, it } from 'vitest';
import { citiesResponse, testLocation } from '@villa/shared/testing/fixtures';
import {
  DEVELOPER_FORM_DEFAULTS,
  partnerPayload,
  validateDeveloperForm,
  type DeveloperFormValues,
} from './developer-form.ts';

const CITY = citiesResponse.data[0]!;
const LOCATION = testLocation;

const filled: DeveloperFormValues = {
  name: ' Ravi Kumar ',
  email_id: 'ravi@greenacres.in',
  contact_number: '9845012345',
  developer_name: 'Green Acres Developers',
  project_name: 'Green Acres Villas',
  stage: { _id: 'Launch Stage', name: 'Launch Stage' },
  is_project_rera_registered: 'yes',
  rera_number: 'PRM/KA/RERA/1251/446/PR/000560',
  property_type: [{ _id: 'Villa', name: 'Villa' }],
  configuration: [
    { _id: '3 BHK', name: '3 BHK' },
    { _id: '4 BHK', name: '4 BHK' },
  ],
  remarks: '40 villas, launching in March',
  city: CITY as DeveloperFormValues['city'],
  location: LOCATION,
};

describe('the developer form rules (spec 5)', () => {
  it('lists every missing field with its message', () => {
    expect(validateDeveloperForm(DEVELOPER_FORM_DEFAULTS)).toEqual({
      name: 'Name is required',
      email_id: 'Email is required',
      contact_number: 'Phone number is required',
      developer_name: 'Developer name is required',
      project_name: 'Project name is required',
      stage: 'Stage is required',
      is_project_rera_registered: 'RERA registration status is required',
      property_type: 'Select at least one property type',
      configuration: 'Select at least one configuration',
      remarks: 'Remarks is required',
      city: 'Please select a city',
    });
  });

  it('checks the email, the phone, the location and, when registered, the RERA number', () => {
    const errors = validateDeveloperForm({
      ...filled,
      email_id: 'ravi@',
      contact_number: '98450',
      rera_number: 'PRM KA',
      location: null,
    });
    expect(errors).toMatchObject({
      email_id: 'Enter a valid email address',
      contact_number: 'Enter a valid phone number',
      rera_number: 'Enter a valid RERA number',
      location: 'Please select a location',
    });
    expect(validateDeveloperForm({ ...filled, rera_number: 'x'.repeat(31) }).rera_number).toBe(
      'Enter a valid RERA number',
    );
    // Not registered: no number is asked for.
    expect(validateDeveloperForm({ ...filled, is_project_rera_registered: 'no', rera_number: '' })).toEqual(
      {},
    );
    expect(validateDeveloperForm(filled)).toEqual({});
  });

  it('sends the ids and names the API takes, the RERA number only when registered', () => {
    expect(partnerPayload(filled)).toEqual({
      name: 'Ravi Kumar',
      email_id: 'ravi@greenacres.in',
      contact_number: '9845012345',
      developer_name: 'Green Acres Developers',
      project_name: 'Green Acres Villas',
      stage: 'Launch Stage',
      is_project_rera_registered: 'yes',
      rera_number: 'PRM/KA/RERA/1251/446/PR/000560',
      property_type: ['Villa'],
      configuration: ['3 BHK', '4 BHK'],
      remarks: '40 villas, launching in March',
      city: CITY._id,
      location: LOCATION._id,
    });
    expect(partnerPayload({ ...filled, is_project_rera_registered: 'no' })).not.toHaveProperty('rera_number');
  });
});
