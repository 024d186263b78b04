import { createContext, useContext, useRef, useState, type FocusEvent, type RefObject } from 'react';
import { InputAdornment, TextField } from '@villa/shared/mui/inputs';
import { CalendarIcon } from '@villa/shared/ui/icons';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker, type DateTimePickerFieldProps } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { usePickerContext, useSplitFieldProps } from '@mui/x-date-pickers/hooks';
import {
  CALL_TIME_ZONE,
  CALL_WINDOW,
  hasSlotsOn,
  isOutsideIndiaTime,
  isSlotAvailable,
} from '../lib/schedule-slots.ts';

// The pickers' time-zone support needs these dayjs plugins.
dayjs.extend(utc);
dayjs.extend(timezone);

/** Spec 5's 'MMMM d, yyyy h:mm aa' in dayjs tokens: 'November 23, 2026 5:30 PM'. */
export const SCHEDULE_FORMAT = 'MMMM D, YYYY h:mm A';
export const SCHEDULE_PLACEHOLDER = 'Schedule Your Call';

/**
 * Whether a focus came from the visitor moving to the field (Tab from a neighbouring field), rather
 * than the picker handing focus back as it closes. That focus comes from nowhere (the popup is gone)
 * or from inside the popup, which is a dialog of its own, and must not reopen it.
 */
function isFocusFromNeighbour(event: FocusEvent<HTMLElement>): boolean {
  const from = event.relatedTarget;
  if (!(from instanceof Element) || !from.isConnected) return false;
  const dialogOf = (element: Element) => element.closest('[role="dialog"]');
  return dialogOf(from) === dialogOf(event.currentTarget);
}

/** Where the field leaves a way to close the picker, for the pop-over's Tab (only the field can reach it). */
const PickerCloser = createContext<RefObject<(() => void) | null> | null>(null);

/** The picker's field: a read-only text box that opens the picker on focus or click (spec 2.5). */
function ScheduleTextField(props: DateTimePickerFieldProps) {
  const { forwardedProps } = useSplitFieldProps(props, 'date-time');
  const picker = usePickerContext();
  const closer = useContext(PickerCloser);
  if (closer) closer.current = () => picker.setOpen(false);

  const value = picker.value;
  return (
    <TextField
      {...forwardedProps}
      fullWidth
      name={picker.name}
      value={value && value.isValid() ? value.format(picker.fieldFormat) : ''}
      placeholder={SCHEDULE_PLACEHOLDER}
      helperText={isOutsideIndiaTime(new Date()) ? 'Times are India time (IST)' : undefined}
      ref={picker.rootRef}
      className={picker.rootClassName}
      sx={picker.rootSx}
      focused={picker.open || undefined}
      onFocus={(event) => {
        if (isFocusFromNeighbour(event)) picker.setOpen(true);
      }}
      onClick={() => picker.setOpen(true)}
      slotProps={{
        input: {
          ref: picker.triggerRef,
          readOnly: true,
          sx: { cursor: 'pointer', '& input': { cursor: 'pointer' } },
          endAdornment: (
            <InputAdornment position="end">
              {/* The adornment's colour, the theme's action.active. */}
              <CalendarIcon />
            </InputAdornment>
          ),
        },
        htmlInput: { 'aria-label': SCHEDULE_PLACEHOLDER, 'aria-haspopup': 'dialog' },
      }}
    />
  );
}

export interface ScheduleCallFieldProps {
  value: Date | null;
  onChange: (value: Date | null) => void;
}

/**
 * 'Schedule Your Call' (spec 2.5, 5): today onwards, 30-minute slots from 10:00 (or the hour after
 * the current one, today) to 19:00. Loaded on demand: the date library stays out of the first load.
 */
export default function ScheduleCallField({ value, onChange }: ScheduleCallFieldProps) {
  // The rules are judged against the moment the field appeared, like the default value.
  const [now] = useState(() => new Date());
  const closePicker = useRef<(() => void) | null>(null);
  return (
    <PickerCloser.Provider value={closePicker}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <DateTimePicker
          // Calendar, slots and the shown value are all India time, the sales team's.
          timezone={CALL_TIME_ZONE}
          value={value ? dayjs(value).tz(CALL_TIME_ZONE) : null}
          onChange={(next) => onChange(next && next.isValid() ? next.toDate() : null)}
          format={SCHEDULE_FORMAT}
          minDate={dayjs(now).tz(CALL_TIME_ZONE).startOf('day')}
          shouldDisableDate={(day) => !hasSlotsOn(day.toDate(), now)}
          shouldDisableTime={(time) => !isSlotAvailable(time.toDate(), now)}
          timeSteps={{ minutes: CALL_WINDOW.stepMinutes }}
          // One list of half-hour slots instead of separate hour and minute columns.
          thresholdToRenderTimeInASingleColumn={48}
          skipDisabled
          closeOnSelect
          ampm
          // The pop-over calendar needs about 420 px; narrower screens get the full-screen variant.
          desktopModeMediaQuery="@media (pointer: fine) and (min-width: 600px)"
          slots={{ field: ScheduleTextField }}
          slotProps={{
            // The field already shows the choice. On desktop, picking a time closes the pop-over; the
            // full-screen variant goes date, then time, so it keeps its Cancel and Next buttons.
            toolbar: { hidden: true },
            // Tab leaves the desktop pop-over, as Esc and a click outside do (spec 2.5). The phone's
            // full-screen picker is a dialog whose Tab goes to its Cancel and Next buttons.
            desktopPaper: {
              onKeyDown: (event) => {
                if (event.key === 'Tab') closePicker.current?.();
              },
            },
            actionBar: ({ pickerVariant }) => ({
              actions: pickerVariant === 'mobile' ? ['cancel', 'nextOrAccept'] : [],
            }),
          }}
        />
      </LocalizationProvider>
    </PickerCloser.Provider>
  );
}
