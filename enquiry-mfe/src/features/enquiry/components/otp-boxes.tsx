import { useRef, type ChangeEvent, type ClipboardEvent, type FocusEvent, type KeyboardEvent } from 'react';
import { OTP_LENGTH } from '@villa/api/contract/field-rules';
import { Box } from '@villa/shared/mui/core';
import { colors, radius } from '@villa/shared/ui/tokens';

export interface OtpBoxesProps {
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
  /** Names the group for screen readers; each box is 'Digit n of 6'. */
  label: string;
  disabled?: boolean;
}

/**
 * Six single-digit boxes (spec 2.5): a digit moves to the next box, Backspace on an empty box goes
 * back, and a pasted code fills them all. The value is the digits typed so far, in order.
 */
export function OtpBoxes({ value, onChange, invalid = false, label, disabled = false }: OtpBoxesProps) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focusBox = (index: number) => boxes.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))]?.focus();
  const digits = Array.from({ length: OTP_LENGTH }, (_, index) => value[index] ?? '');

  const setDigit = (index: number, digit: string) => {
    const next = [...digits];
    next[index] = digit;
    onChange(next.join('').slice(0, OTP_LENGTH));
  };

  const onInput = (index: number, text: string) => {
    const typed = text.replace(/\D/g, '');
    if (typed.length > 1) return fill(typed, index); // autofill of the whole code (iOS one-time-code)
    setDigit(index, typed);
    if (typed !== '') focusBox(index + 1);
  };

  const fill = (text: string, from = 0) => {
    const pasted = text.replace(/\D/g, '').slice(0, OTP_LENGTH - from);
    if (pasted === '') return;
    const next = [...digits];
    for (const [offset, digit] of [...pasted].entries()) next[from + offset] = digit;
    onChange(next.join(''));
    focusBox(from + pasted.length);
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    fill(event.clipboardData.getData('text'), index);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && digits[index] === '' && index > 0) {
      event.preventDefault();
      setDigit(index - 1, '');
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft') focusBox(index - 1);
    else if (event.key === 'ArrowRight') focusBox(index + 1);
  };

  return (
    <Box role="group" aria-label={label} sx={{ display: 'flex', gap: 1, justifyContent: 'center' }}>
      {digits.map((digit, index) => (
        <Box
          key={index}
          component="input"
          ref={(element: HTMLInputElement | null) => {
            boxes.current[index] = element;
          }}
          value={digit}
          disabled={disabled}
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={`Digit ${index + 1} of ${OTP_LENGTH}`}
          aria-invalid={invalid || undefined}
          onChange={(event: ChangeEvent<HTMLInputElement>) =>
            onInput(index, event.target.value.slice(-OTP_LENGTH))
          }
          onPaste={(event: ClipboardEvent<HTMLInputElement>) => onPaste(index, event)}
          onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => onKeyDown(index, event)}
          onFocus={(event: FocusEvent<HTMLInputElement>) => event.target.select()}
          sx={{
            width: 44,
            height: 52,
            textAlign: 'center',
            fontSize: 22,
            borderRadius: `${radius.control}px`,
            border: `1px solid ${invalid ? colors.error : colors.divider}`,
            '&:focus': { outline: `2px solid ${colors.primary.main}`, outlineOffset: 1 },
          }}
        />
      ))}
    </Box>
  );
}
