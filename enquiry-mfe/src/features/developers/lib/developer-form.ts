// The developer (partner) form's values, rules (spec 5) and payload (POST /client/partners).
import { LISTING_MESSAGES } from '@villa/api/contract/field-rules';
import type { City, Location, PartnerPayload } from '@villa/api/schemas';
import { onlyProblems, requiredMessage, type FormErrors, type FormOption } from '@villa/shared/forms/form';
import { emailProblem, phoneProblem, reraNumberProblem } from '../../../lib/listing-form-rules.ts';

export interface DeveloperFormValues {
  name: string;
  email_id: string;
  contact_number: string;
  developer_name: string;
  project_name: string;
  stage: FormOption | null;
  /** 'yes', 'no', or '' before one is picked. */
  is_project_rera_registered: string;
  rera_number: string;
  property_type: FormOption[];
  configuration: FormOption[];
  remarks: string;
  city: City | null;
  location: Location | null;
}

export const DEVELOPER_FORM_DEFAULTS: DeveloperFormValues = {
  name: '',
  email_id: '',
  contact_number: '',
  developer_name: '',
  project_name: '',
  stage: null,
  is_project_rera_registered: '',
  rera_number: '',
  property_type: [],
  configuration: [],
  remarks: '',
  city: null,
  location: null,
};

/** Spec 5's rules of the developer form: each wrong field with its message. */
export function validateDeveloperForm(values: DeveloperFormValues): FormErrors<DeveloperFormValues> {
  const blank = (text: string) => text.trim() === '';
  const errors: Partial<Record<keyof DeveloperFormValues, string | null>> = {};
  if (blank(values.name)) errors.name = requiredMessage('Name');
  errors.email_id = emailProblem(values.email_id);
  errors.contact_number = phoneProblem(values.contact_number);
  if (blank(values.developer_name)) errors.developer_name = requiredMessage('Developer name');
  if (blank(values.project_name)) errors.project_name = requiredMessage('Project name');
  if (values.stage === null) errors.stage = requiredMessage('Stage');
  if (values.is_project_rera_registered === '') {
    errors.is_project_rera_registered = requiredMessage('RERA registration status');
  }
  if (values.is_project_rera_registered === 'yes') errors.rera_number = reraNumberProblem(values.rera_number);
  if (values.property_type.length === 0) errors.property_type = LISTING_MESSAGES.propertyType;
  if (values.configuration.length === 0) errors.configuration = LISTING_MESSAGES.configuration;
  if (blank(values.remarks)) errors.remarks = requiredMessage('Remarks');
  if (values.city === null) errors.city = LISTING_MESSAGES.selectCity;
  else if (values.location === null) errors.location = LISTING_MESSAGES.selectLocation;
  return onlyProblems(errors);
}

/** What POST /client/partners takes, from values that passed the rules. */
export function partnerPayload(values: DeveloperFormValues): PartnerPayload {
  const registered = values.is_project_rera_registered === 'yes';
  return {
    name: values.name.trim(),
    email_id: values.email_id.trim(),
    contact_number: values.contact_number,
    developer_name: values.developer_name.trim(),
    project_name: values.project_name.trim(),
    stage: values.stage!._id as PartnerPayload['stage'],
    is_project_rera_registered: registered ? 'yes' : 'no',
    ...(registered ? { rera_number: values.rera_number.trim() } : {}),
    property_type: values.property_type.map((kind) => kind._id as PartnerPayload['property_type'][number]),
    configuration: values.configuration.map((bhk) => bhk._id as PartnerPayload['configuration'][number]),
    remarks: values.remarks.trim(),
    city: values.city!._id,
    location: values.location!._id,
  };
}
