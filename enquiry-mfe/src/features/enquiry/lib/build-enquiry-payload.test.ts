import { describe, expect, it } from 'vitest';
import { DEFAULT_COUNTRY } from '@villa/shared/lib/countries';
import { SOURCE_URL_MAX_LENGTH } from '@villa/shared/lib/enquiry-source';
import { buildEnquiryPayload } from './build-enquiry-payload.ts';

const fields = {
  name: ' Asha Rao ',
  email: 'asha@example.com',
  phone: '9876543210',
  country: DEFAULT_COUNTRY,
  scheduledAt: null,
};

describe('buildEnquiryPayload', () => {
  it('sends the page, its tracking parameters and what the opener asked for', () => {
    const payload = buildEnquiryPayload({ title: 'Home page enquiry' }, fields, {
      pathname: '/',
      search: '?utm_source=google&campaign_name=diwali',
      href: 'https://villas.example.com/?utm_source=google&campaign_name=diwali',
    });
    expect(payload).toMatchObject({
      name: 'Asha Rao',
      country_code: '+91',
      title: 'Home page enquiry',
      source_url: 'https://villas.example.com/?utm_source=google&campaign_name=diwali',
      campaign_name: 'diwali',
    });
  });

  it("cuts a long ad URL to the API's limit, so the lead is still sent", () => {
    const href = `https://villas.example.com/units?gclid=${'x'.repeat(5000)}`;
    const payload = buildEnquiryPayload({}, fields, { pathname: '/units', search: '', href });
    expect(payload.source_url).toHaveLength(SOURCE_URL_MAX_LENGTH);
    expect(href.startsWith(payload.source_url!)).toBe(true);
  });

  it('names the partner site when the form runs in its embed, and no partner on our own pages', () => {
    const page = { pathname: '/villas', search: '', href: 'https://acme.example/villas' };
    expect(buildEnquiryPayload({ unit: 'u1' }, fields, page, 'acme')).toMatchObject({
      partner: 'acme',
      unit: 'u1',
      source_url: 'https://acme.example/villas',
    });
    expect(buildEnquiryPayload({}, fields, page)).not.toHaveProperty('partner');
  });
});
