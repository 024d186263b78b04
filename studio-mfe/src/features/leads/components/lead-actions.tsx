// What a manager does with a buyer's record: move the stage (qualified asks hot or warm; lost asks
// why), write a note, set the next follow-up, book a call or a site visit, and (admins) hand the lead
// to another manager. Each form says what it saved, or the API's reason it could not.
import { useState, type FormEvent, type ReactNode } from 'react';
import styled from '@emotion/styled';
import {
  BOOKED_CALL_MINUTES,
  BOOKING_KINDS,
  LEAD_STAGES,
  LEAD_STAGE_LABELS,
  LEAD_TEMPERATURES,
  LOST_REASONS,
  LOST_REASON_LABELS,
  type BookingKind,
  type LeadStage,
  type LeadTemperature,
  type LostReason,
} from '@villa/api/contract/sales';
import type { LeadStageChange, RelationshipManagerRow } from '@villa/shared/contracts/entities';
import { Button, Text } from '@villa/shared/ui/kit';
import { space } from '@villa/shared/ui/tokens';
import { FieldRow, InputBox, SelectBox, TextBox } from '../../../components/native-fields.tsx';
import { errorText } from '../../../lib/studio-api.ts';
import { addNote, bookSlot, changeStage, reassignLead, setFollowUp, type LeadRecord } from '../api/lead.ts';
import {
  BOOKING_KIND_NAMES,
  fromIndiaTime,
  indiaToday,
  stageText,
  TEMPERATURE_NAMES,
  toIndiaLocal,
} from './sales-words.ts';

const Form = styled.form({ display: 'flex', flexDirection: 'column', gap: space(1.5) });

/** The lengths a booking may take, in minutes. */
const DURATIONS = [15, 30, 45, 60, 90, 120] as const;

/** A form's saving state and its failure, worded as the API words it. */
function useSave() {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const save = async (work: () => Promise<unknown>): Promise<boolean> => {
    setBusy(true);
    setFailure(null);
    try {
      await work();
      return true;
    } catch (error) {
      setFailure(errorText(error));
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, failure, save };
}

function ActionForm(props: {
  title: string;
  id: string;
  onSubmit: () => void;
  failure: string | null;
  children: ReactNode;
}) {
  const { title, id, onSubmit, failure, children } = props;
  return (
    <Form
      aria-labelledby={id}
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Text as="h3" id={id} look="subtitle1" style={{ margin: 0 }}>
        {title}
      </Text>
      {children}
      {failure && (
        <Text role="alert" look="body2" tone="error">
          {failure}
        </Text>
      )}
    </Form>
  );
}

export interface ActionProps {
  lead: LeadRecord;
  /** After a change: the page reads the record again and says `done`. */
  onDone: (done: string) => void;
}

export function StageForm({ lead, onDone }: ActionProps) {
  const [stage, setStage] = useState<LeadStage>(lead.stage);
  const [temperature, setTemperature] = useState<LeadTemperature | ''>(lead.temperature ?? '');
  const [reason, setReason] = useState<LostReason | ''>(lead.lost_reason ?? '');
  const [missing, setMissing] = useState<string | null>(null);
  const { busy, failure, save } = useSave();
  const submit = async () => {
    setMissing(null);
    if (stage === 'qualified' && !temperature) return setMissing('Choose hot or warm for a qualified lead.');
    if (stage === 'lost' && !reason) return setMissing('Choose why the lead was lost.');
    const body: LeadStageChange = { stage };
    if (stage === 'qualified' && temperature) body.temperature = temperature;
    if (stage === 'lost' && reason) body.lost_reason = reason;
    if (await save(() => changeStage(lead._id, body)))
      onDone(
        `The stage is now ${stageText({ stage, temperature: temperature || null, lost_reason: reason || null })}.`,
      );
  };
  return (
    <ActionForm title="Stage" id="stage-title" onSubmit={() => void submit()} failure={missing ?? failure}>
      <FieldRow>
        <SelectBox
          label="Stage"
          value={stage}
          onChange={(event) => setStage(event.target.value as LeadStage)}
        >
          {LEAD_STAGES.map((value) => (
            <option key={value} value={value}>
              {LEAD_STAGE_LABELS[value]}
            </option>
          ))}
        </SelectBox>
        {stage === 'qualified' && (
          <SelectBox
            label="Hot or warm"
            required
            value={temperature}
            onChange={(event) => setTemperature(event.target.value as LeadTemperature | '')}
          >
            <option value="">Choose…</option>
            {LEAD_TEMPERATURES.map((value) => (
              <option key={value} value={value}>
                {TEMPERATURE_NAMES[value]}
              </option>
            ))}
          </SelectBox>
        )}
        {stage === 'lost' && (
          <SelectBox
            label="Why it was lost"
            required
            value={reason}
            onChange={(event) => setReason(event.target.value as LostReason | '')}
          >
            <option value="">Choose…</option>
            {LOST_REASONS.map((value) => (
              <option key={value} value={value}>
                {LOST_REASON_LABELS[value]}
              </option>
            ))}
          </SelectBox>
        )}
        <Button type="submit" variant="contained" disabled={busy} style={{ minHeight: 40 }}>
          {busy ? 'Saving…' : 'Save the stage'}
        </Button>
      </FieldRow>
    </ActionForm>
  );
}

export function NoteForm({ lead, onDone }: ActionProps) {
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState<string | null>(null);
  const { busy, failure, save } = useSave();
  const submit = async () => {
    setMissing(null);
    if (!note.trim()) return setMissing('Write the note first.');
    if (await save(() => addNote(lead._id, note.trim()))) {
      setNote('');
      onDone('The note is added to the timeline.');
    }
  };
  return (
    <ActionForm
      title="Add a note"
      id="note-title"
      onSubmit={() => void submit()}
      failure={missing ?? failure}
    >
      <TextBox label="Note" value={note} maxLength={2000} onChange={(event) => setNote(event.target.value)} />
      <div>
        <Button type="submit" variant="outlined" disabled={busy}>
          {busy ? 'Adding…' : 'Add the note'}
        </Button>
      </div>
    </ActionForm>
  );
}

export function FollowUpForm({ lead, onDone }: ActionProps) {
  const [at, setAt] = useState(lead.next_follow_up_at ? toIndiaLocal(lead.next_follow_up_at) : '');
  const [missing, setMissing] = useState<string | null>(null);
  const { busy, failure, save } = useSave();
  const submit = async (clear: boolean) => {
    setMissing(null);
    if (!clear && !at) return setMissing('Choose the date and time of the follow-up.');
    const [day = '', time = ''] = at.split('T');
    if (await save(() => setFollowUp(lead._id, clear ? null : fromIndiaTime(day, time)))) {
      if (clear) setAt('');
      onDone(clear ? 'The follow-up is cleared.' : 'The next follow-up is saved.');
    }
  };
  return (
    <ActionForm
      title="Next follow-up"
      id="follow-up-title"
      onSubmit={() => void submit(false)}
      failure={missing ?? failure}
    >
      <FieldRow>
        <InputBox
          label="Date and time (India time)"
          type="datetime-local"
          value={at}
          onChange={(event) => setAt(event.target.value)}
        />
        <Button type="submit" variant="outlined" disabled={busy} style={{ minHeight: 40 }}>
          Save the follow-up
        </Button>
        {lead.next_follow_up_at && (
          <Button type="button" disabled={busy} onClick={() => void submit(true)} style={{ minHeight: 40 }}>
            Clear it
          </Button>
        )}
      </FieldRow>
    </ActionForm>
  );
}

export function BookingForm({ lead, onDone }: ActionProps) {
  const [kind, setKind] = useState<BookingKind>('call');
  const [day, setDay] = useState('');
  const [time, setTime] = useState('');
  const [minutes, setMinutes] = useState<number>(BOOKED_CALL_MINUTES);
  const [missing, setMissing] = useState<string | null>(null);
  const { busy, failure, save } = useSave();
  const submit = async () => {
    setMissing(null);
    if (!day || !time) return setMissing('Choose the date and the time.');
    const starts = fromIndiaTime(day, time);
    const ends = new Date(new Date(starts).getTime() + minutes * 60_000).toISOString();
    if (await save(() => bookSlot(lead._id, { kind, starts_at: starts, ends_at: ends }))) {
      setDay('');
      setTime('');
      onDone(`${BOOKING_KIND_NAMES[kind]} booked for ${day} at ${time} IST.`);
    }
  };
  return (
    <ActionForm
      title="Book a call or a site visit"
      id="booking-title"
      onSubmit={() => void submit()}
      failure={missing ?? failure}
    >
      <FieldRow>
        <SelectBox label="What" value={kind} onChange={(event) => setKind(event.target.value as BookingKind)}>
          {BOOKING_KINDS.map((value) => (
            <option key={value} value={value}>
              {BOOKING_KIND_NAMES[value]}
            </option>
          ))}
        </SelectBox>
        <InputBox
          label="Date"
          type="date"
          min={indiaToday()}
          value={day}
          onChange={(event) => setDay(event.target.value)}
        />
        <InputBox
          label="Time (India time)"
          type="time"
          value={time}
          onChange={(event) => setTime(event.target.value)}
        />
        <SelectBox
          label="Duration"
          value={minutes}
          onChange={(event) => setMinutes(Number(event.target.value))}
        >
          {DURATIONS.map((value) => (
            <option key={value} value={value}>
              {value} minutes
            </option>
          ))}
        </SelectBox>
        <Button type="submit" variant="outlined" disabled={busy} style={{ minHeight: 40 }}>
          {busy ? 'Booking…' : 'Book it'}
        </Button>
      </FieldRow>
    </ActionForm>
  );
}

export function ManagerForm({
  lead,
  managers,
  onDone,
}: ActionProps & { managers: RelationshipManagerRow[] }) {
  const [managerId, setManagerId] = useState(lead.manager?._id ?? '');
  const [missing, setMissing] = useState<string | null>(null);
  const { busy, failure, save } = useSave();
  const submit = async () => {
    setMissing(null);
    const chosen = managers.find((manager) => manager._id === managerId);
    if (!chosen) return setMissing('Choose the relationship manager.');
    if (await save(() => reassignLead(lead._id, chosen._id))) onDone(`The lead is now ${chosen.name}'s.`);
  };
  return (
    <ActionForm
      title="Manager"
      id="manager-title"
      onSubmit={() => void submit()}
      failure={missing ?? failure}
    >
      <FieldRow>
        <SelectBox
          label="Relationship manager"
          value={managerId}
          onChange={(event) => setManagerId(event.target.value)}
        >
          {!lead.manager && <option value="">Unassigned</option>}
          {managers.map((manager) => (
            <option key={manager._id} value={manager._id}>
              {manager.away ? `${manager.name} (away)` : manager.name}
            </option>
          ))}
        </SelectBox>
        <Button type="submit" variant="outlined" disabled={busy} style={{ minHeight: 40 }}>
          {busy ? 'Saving…' : 'Reassign'}
        </Button>
      </FieldRow>
    </ActionForm>
  );
}
