import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_EMI_SETTINGS, EMI_SETTINGS_KEY, readEmiSettings, saveEmiSettings } from './emi-settings.ts';

afterEach(() => localStorage.clear());

describe("the EMI calculator's settings", () => {
  it('are 80% of the price at 8.5% over 20 years until the buyer changes them', () => {
    expect(readEmiSettings()).toEqual({ loanShare: 0.8, rate: 8.5, years: 20 });
    expect(DEFAULT_EMI_SETTINGS).toEqual(readEmiSettings());
  });

  it('keep what the buyer set, for the next villa and the compare page', () => {
    saveEmiSettings({ loanShare: 0.75, rate: 9.25, years: 15 });
    expect(readEmiSettings()).toEqual({ loanShare: 0.75, rate: 9.25, years: 15 });
  });

  it('are not kept while a field is out of range or empty, and a damaged value reads as the defaults', () => {
    saveEmiSettings({ loanShare: 0.7, rate: 9, years: 10 });
    saveEmiSettings({ loanShare: 1.5, rate: 9, years: 10 });
    saveEmiSettings({ loanShare: 0.7, rate: Number.NaN, years: 10 });
    expect(readEmiSettings()).toEqual({ loanShare: 0.7, rate: 9, years: 10 });
    localStorage.setItem(EMI_SETTINGS_KEY, JSON.stringify({ loanShare: 'all', rate: 50, years: 12 }));
    expect(readEmiSettings()).toEqual({ loanShare: 0.8, rate: 8.5, years: 12 });
    localStorage.setItem(EMI_SETTINGS_KEY, '{');
    expect(readEmiSettings()).toEqual(DEFAULT_EMI_SETTINGS);
  });
});
