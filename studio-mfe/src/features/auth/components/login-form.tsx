// Staff sign-in: the phone, then the 6-digit code sent to it. Errors read as the API words them.
import { useState } from 'react';
import styled from '@emotion/styled';
import { AutocompleteField } from '@villa/shared/forms/pick-fields';
import { FormTextField } from '@villa/shared/forms/text-fields';
import { requiredMessage, resolverOf, useForm } from '@villa/shared/forms/form';
import { validateOtp } from '@villa/shared/lib/validation';
import { Button, Text } from '@villa/shared/ui/kit';
import { space } from '@villa/shared/ui/tokens';
import { saveStaffSession } from '../../../lib/staff-session.ts';
import { errorText } from '../../../lib/studio-api.ts';
import {
  COUNTRY_OPTIONS,
  DEFAULT_COUNTRY_OPTION,
  countryOf,
  phoneBody,
  phoneProblem,
  type PhoneValues,
} from '../../../lib/phone-form.ts';
import { openStaffSession, requestCode, verifyCode } from '../api/sign-in.ts';

const Form = styled.form({ display: 'grid', gap: space(2.5), maxWidth: 420 });

const phoneResolver = resolverOf<PhoneValues>((values) => ({
  ...(values.country ? {} : { country: requiredMessage('Country') }),
  ...(phoneProblem(values) ? { phone: phoneProblem(values) } : {}),
}));

interface CodeValues {
  otp: string;
}
const codeResolver = resolverOf<CodeValues>(({ otp }) => {
  const problem = validateOtp(otp);
  return problem ? { otp: problem } : {};
});

function Failure({ message }: { message: string | null }) {
  return message ? (
    <Text role="alert" look="body2" tone="error">
      {message}
    </Text>
  ) : null;
}

export interface LoginFormProps {
  /** After the session is stored. */
  onSignedIn: () => void;
}

export function LoginForm({ onSignedIn }: LoginFormProps) {
  const [sentTo, setSentTo] = useState<PhoneValues | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const phoneForm = useForm<PhoneValues>({
    defaultValues: { country: DEFAULT_COUNTRY_OPTION, phone: '' },
    resolver: phoneResolver,
  });
  const codeForm = useForm<CodeValues>({ defaultValues: { otp: '' }, resolver: codeResolver });

  const sendCode = phoneForm.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await requestCode(phoneBody(values));
      setSentTo(values);
    } catch (error) {
      setFailure(errorText(error));
    }
  });

  const signIn = codeForm.handleSubmit(async ({ otp }) => {
    if (!sentTo) return;
    setFailure(null);
    try {
      const phone = phoneBody(sentTo);
      const verified = await verifyCode({ ...phone, otp });
      const session = await openStaffSession({ ...phone, verification_id: verified.data._id });
      saveStaffSession(session.data);
      onSignedIn();
    } catch (error) {
      setFailure(errorText(error));
    }
  });

  if (!sentTo) {
    return (
      <Form onSubmit={(event) => void sendCode(event)} noValidate aria-label="Sign in">
        <AutocompleteField
          control={phoneForm.control}
          name="country"
          label="Country"
          options={COUNTRY_OPTIONS}
          required
        />
        <FormTextField
          control={phoneForm.control}
          name="phone"
          kind="phone"
          label="Phone number"
          maxLength={countryOf(phoneForm.watch('country')).max_length}
          required
          autoFocus
        />
        <Failure message={failure} />
        <Button type="submit" variant="contained" disabled={phoneForm.formState.isSubmitting}>
          {phoneForm.formState.isSubmitting ? 'Sending…' : 'Send code'}
        </Button>
      </Form>
    );
  }
  const { dial_code } = countryOf(sentTo.country);
  return (
    <Form onSubmit={(event) => void signIn(event)} noValidate aria-label="Enter the code">
      <Text look="body2">
        We sent a 6-digit code to {dial_code} {sentTo.phone}.
      </Text>
      <FormTextField
        control={codeForm.control}
        name="otp"
        kind="number"
        label="6-digit code"
        maxLength={6}
        autoComplete="one-time-code"
        required
        autoFocus
      />
      <Failure message={failure} />
      <Button type="submit" variant="contained" disabled={codeForm.formState.isSubmitting}>
        {codeForm.formState.isSubmitting ? 'Signing in…' : 'Sign in'}
      </Button>
      <Button
        type="button"
        onClick={() => {
          setSentTo(null);
          setFailure(null);
          codeForm.reset();
        }}
      >
        Use another number
      </Button>
    </Form>
  );
}
