// The countries a buyer can pick in the enquiry form (spec 3), one copy for the server and the apps:
// the server accepts a phone's dial code only from this list (lib/countries.ts, config.ts), and the
// enquiry form's picker shows it (`@villa/shared/lib/countries`, which adds the search).
// Runtime-free: this folder imports nothing (eslint.config.js), and lint refuses a copy elsewhere.

/** A country of the phone-code picker (spec 3); `max_length` is the digits a phone number needs. */
export interface Country {
  name: string;
  dial_code: string;
  /** ISO 3166-1 alpha-2. */
  code: string;
  max_length: number;
}

export const DEFAULT_COUNTRY: Country = { name: 'India', dial_code: '+91', code: 'IN', max_length: 10 };

/** India first (the default), then the countries buyers most often call from. */
export const COUNTRIES: readonly Country[] = [
  DEFAULT_COUNTRY,
  { name: 'United Arab Emirates', dial_code: '+971', code: 'AE', max_length: 9 },
  { name: 'United States', dial_code: '+1', code: 'US', max_length: 10 },
  { name: 'United Kingdom', dial_code: '+44', code: 'GB', max_length: 10 },
  { name: 'Singapore', dial_code: '+65', code: 'SG', max_length: 8 },
  { name: 'Australia', dial_code: '+61', code: 'AU', max_length: 9 },
  { name: 'Canada', dial_code: '+1', code: 'CA', max_length: 10 },
  { name: 'Saudi Arabia', dial_code: '+966', code: 'SA', max_length: 9 },
  { name: 'Qatar', dial_code: '+974', code: 'QA', max_length: 8 },
  { name: 'Kuwait', dial_code: '+965', code: 'KW', max_length: 8 },
  { name: 'Oman', dial_code: '+968', code: 'OM', max_length: 8 },
  { name: 'Bahrain', dial_code: '+973', code: 'BH', max_length: 8 },
  { name: 'Germany', dial_code: '+49', code: 'DE', max_length: 15 },
  { name: 'Austria', dial_code: '+43', code: 'AT', max_length: 13 },
  { name: 'France', dial_code: '+33', code: 'FR', max_length: 9 },
  { name: 'Netherlands', dial_code: '+31', code: 'NL', max_length: 9 },
  { name: 'Belgium', dial_code: '+32', code: 'BE', max_length: 9 },
  { name: 'Switzerland', dial_code: '+41', code: 'CH', max_length: 9 },
  { name: 'Ireland', dial_code: '+353', code: 'IE', max_length: 9 },
  { name: 'Italy', dial_code: '+39', code: 'IT', max_length: 10 },
  { name: 'Spain', dial_code: '+34', code: 'ES', max_length: 9 },
  { name: 'Portugal', dial_code: '+351', code: 'PT', max_length: 9 },
  { name: 'Sweden', dial_code: '+46', code: 'SE', max_length: 9 },
  { name: 'Norway', dial_code: '+47', code: 'NO', max_length: 8 },
  { name: 'Denmark', dial_code: '+45', code: 'DK', max_length: 8 },
  { name: 'Finland', dial_code: '+358', code: 'FI', max_length: 9 },
  { name: 'Poland', dial_code: '+48', code: 'PL', max_length: 9 },
  { name: 'New Zealand', dial_code: '+64', code: 'NZ', max_length: 9 },
  { name: 'Malaysia', dial_code: '+60', code: 'MY', max_length: 9 },
  { name: 'Hong Kong', dial_code: '+852', code: 'HK', max_length: 8 },
  { name: 'Japan', dial_code: '+81', code: 'JP', max_length: 10 },
  { name: 'South Korea', dial_code: '+82', code: 'KR', max_length: 10 },
  { name: 'China', dial_code: '+86', code: 'CN', max_length: 11 },
  { name: 'Thailand', dial_code: '+66', code: 'TH', max_length: 9 },
  { name: 'Indonesia', dial_code: '+62', code: 'ID', max_length: 10 },
  { name: 'Philippines', dial_code: '+63', code: 'PH', max_length: 10 },
  { name: 'Vietnam', dial_code: '+84', code: 'VN', max_length: 9 },
  { name: 'Sri Lanka', dial_code: '+94', code: 'LK', max_length: 9 },
  { name: 'Nepal', dial_code: '+977', code: 'NP', max_length: 10 },
  { name: 'Bangladesh', dial_code: '+880', code: 'BD', max_length: 10 },
  { name: 'Maldives', dial_code: '+960', code: 'MV', max_length: 7 },
  { name: 'Mauritius', dial_code: '+230', code: 'MU', max_length: 8 },
  { name: 'Israel', dial_code: '+972', code: 'IL', max_length: 9 },
  { name: 'Turkey', dial_code: '+90', code: 'TR', max_length: 10 },
  { name: 'South Africa', dial_code: '+27', code: 'ZA', max_length: 9 },
  { name: 'Kenya', dial_code: '+254', code: 'KE', max_length: 9 },
  { name: 'Nigeria', dial_code: '+234', code: 'NG', max_length: 10 },
  { name: 'Egypt', dial_code: '+20', code: 'EG', max_length: 10 },
  { name: 'Russia', dial_code: '+7', code: 'RU', max_length: 10 },
  { name: 'Brazil', dial_code: '+55', code: 'BR', max_length: 11 },
  { name: 'Mexico', dial_code: '+52', code: 'MX', max_length: 10 },
];
