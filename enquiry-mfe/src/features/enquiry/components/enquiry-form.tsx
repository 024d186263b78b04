import { lazy, Suspense, useState, type FormEvent } from 'react';
import { Box, Button, CircularProgress, Link, Stack } from '@villa/shared/mui/core';
import { Alert } from '@villa/shared/mui/display';
import { Checkbox, FormControlLabel, TextField } from '@villa/shared/mui/inputs';
import { API_ERROR_NOTICES, ApiError } from '@villa/shared/api/client';
import type { EnquiryOpenRequest } from '@villa/shared/contracts/events';
import { paths } from '@villa/shared/lib/paths';
import { EmailField, FormTextField } from '@villa/shared/forms/text-fields';
import { usePageUrl, type PageUrl } from '../../../hooks/use-page-url.ts';
import { requestOtp } from '../api/otp.ts';
import type { LoginDetails } from '../hooks/use-otp-login.ts';
import { useSendEnquiry } from '../api/create-enquiry.ts';
import { useEnquiryForm } from '../hooks/use-enquiry-form.ts';
import { buildEnquiryPayload, wantsSchedule } from '../lib/build-enquiry-payload.ts';
import { defaultScheduleTime } from '../lib/schedule-slots.ts';
import { CountryCodePicker } from './country-code-picker.tsx';

// The date-time picker is only needed for expert enquiries: load it when one is shown.
const ScheduleCallField = lazy(() => import('./schedule-call-field.tsx'));

export interface EnquiryFormProps {
  request: EnquiryOpenRequest;
  /**
   * Called once a code is on its way to the phone (the enquiry is then sent alongside), with a way to
   * send that enquiry again, as the same one (its Idempotency-Key), once the buyer has logged in.
   */
  onCodeSent: (login: LoginDetails, sendAgain: () => Promise<boolean>) => void;
  /** The partner site's id, when the form runs in the partner embed. */
  partner?: string;
  /** Where the buyer is, when not this document's address (the embed's frame: the partner's page). */
  page?: PageUrl;
}

/** What a failed code request shows: a refusal's own message (too many requests), else spec 8's text. */
const codeRequestFailure = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401
    ? error.message
    : API_ERROR_NOTICES.generateOtp;

/** Full Name, Email, country code and phone, the optional call time and the terms (spec 2.5). */
export function EnquiryForm({ request, onCodeSent, partner, page: givenPage }: EnquiryFormProps) {
  const form = useEnquiryForm();
  const here = usePageUrl();
  const page = givenPage ?? here;
  const showSchedule = wantsSchedule(request);
  const [scheduledAt, setScheduledAt] = useState<Date | null>(() =>
    showSchedule ? defaultScheduleTime(new Date()) : null,
  );
  const [agreed, setAgreed] = useState(true);
  const send = useSendEnquiry();
  const [requesting, setRequesting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  // Spec 4, steps 1 to 3: check the form, request a code, then send the enquiry. It is sent even when
  // the code could not be: the buyer asked to be called, and a lead must not depend on the SMS
  // gateway. A second Submit re-sends it with the same Idempotency-Key, so it is stored once.
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (requesting || !(await form.validate())) return;
    const login: LoginDetails = { ...form.values, country: form.country };
    const payload = buildEnquiryPayload(request, { ...login, scheduledAt }, page, partner);
    setRequesting(true);
    setFailure(null);
    // null when the code is on its way, else what went wrong.
    const failed = await requestOtp({
      phone_number: login.phone,
      country_code: login.country.dial_code,
      email: login.email.trim(),
      extras: payload.title ? { title: payload.title } : undefined,
    }).then(
      () => null,
      (error: unknown) => codeRequestFailure(error),
    );
    void send(payload);
    if (failed === null) return onCodeSent(login, () => send(payload));
    // Together, so the message never shows beside a Submit that is still disabled.
    setFailure(failed);
    setRequesting(false);
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Enquiry form">
      <Stack spacing={2}>
        {failure ? <Alert severity="error">{failure}</Alert> : null}
        <FormTextField
          control={form.control}
          name="name"
          rules={form.rules.name}
          label="Full Name"
          autoComplete="name"
          autoFocus
          onValueChange={(raw) => form.change('name', raw)}
          onLeave={() => form.blur('name')}
        />
        <EmailField
          control={form.control}
          name="email"
          rules={form.rules.email}
          label="Email"
          onValueChange={(raw) => form.change('email', raw)}
          onLeave={() => form.blur('email')}
        />
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <CountryCodePicker country={form.country} onChange={form.chooseCountry} />
          {/* No maxLength: a pasted '98765 43210' must keep all ten digits; sanitizePhone trims to the length. */}
          <FormTextField
            control={form.control}
            name="phone"
            rules={form.rules.phone}
            kind="phone"
            label="Phone Number"
            onValueChange={(raw) => form.change('phone', raw)}
            onLeave={() => form.blur('phone')}
          />
        </Stack>
        {showSchedule ? (
          <Suspense
            fallback={
              <TextField
                fullWidth
                disabled
                placeholder="Schedule Your Call"
                slotProps={{ htmlInput: { 'aria-label': 'Schedule Your Call' } }}
              />
            }
          >
            <ScheduleCallField value={scheduledAt} onChange={setScheduledAt} />
          </Suspense>
        ) : null}
        <FormControlLabel
          control={<Checkbox checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />}
          label={
            <>
              I agree to the{' '}
              <Link href={paths.terms()} target="_blank" rel="noopener noreferrer">
                Terms
              </Link>{' '}
              and{' '}
              <Link href={paths.privacy()} target="_blank" rel="noopener noreferrer">
                Privacy Policy
              </Link>
            </>
          }
          sx={{ typography: 'body2', mr: 0 }}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          disabled={!agreed || requesting}
          startIcon={requesting ? <CircularProgress size={18} color="inherit" aria-label="Sending" /> : null}
        >
          Submit
        </Button>
      </Stack>
    </Box>
  );
}
