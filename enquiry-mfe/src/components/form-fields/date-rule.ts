// The date field's value and rule, apart from the picker: a form's rules use them without loading it.
import dayjs from 'dayjs';
import { DATE_INPUT_ERROR } from './field-messages.ts';

/** How the form keeps a day: '2026-11-24'. */
export const DAY_FORMAT = 'YYYY-MM-DD';
/** The form's value while the typed text is not a whole, valid date. */
export const INVALID_DATE = 'invalid';

export const today = () => dayjs().format(DAY_FORMAT);

/**
 * The date rule (spec 5): `requiredMessage` when empty; DATE_INPUT_ERROR's message when the text
 * is not a date or the day is before today (the field's minimum); else null.
 */
export function dateProblem(value: string, requiredMessage: string): string | null {
  if (value === '') return requiredMessage;
  const day = dayjs(value, DAY_FORMAT);
  if (value === INVALID_DATE || !day.isValid() || day.format(DAY_FORMAT) !== value || value < today()) {
    return DATE_INPUT_ERROR.message;
  }
  return null;
}
