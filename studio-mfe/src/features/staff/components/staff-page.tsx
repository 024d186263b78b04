// /studio/staff (admins): the staff, the add-person form, role changes, sign-outs and removals.
import { lazy, Suspense, useState } from 'react';
import styled from '@emotion/styled';
import type { StaffMember } from '@villa/shared/contracts/entities';
import { Card, Text } from '@villa/shared/ui/kit';
import { StatusMessage } from '@villa/shared/ui/status-message';
import { space } from '@villa/shared/ui/tokens';
import { ROLE_NAMES, type StaffRole } from '../../../config/roles.ts';
import { errorText } from '../../../lib/studio-api.ts';
import { changeRole } from '../api/change-role.ts';
import { useStaff } from '../api/get-staff.ts';
import { removeStaff } from '../api/remove-staff.ts';
import { signOutEverywhere } from '../api/sign-out-everywhere.ts';
import { AddStaffForm } from './add-staff-form.tsx';
import { StaffTable } from './staff-table.tsx';

const ConfirmDialog = lazy(() => import('../../../components/confirm-dialog.tsx'));

const Section = styled(Card)({ padding: space(3), marginTop: space(3) });

type Pending = { kind: 'remove' | 'sign-out'; member: StaffMember } | null;

const CONFIRM = {
  remove: {
    title: (name: string) => `Remove ${name} from the staff?`,
    body: 'Their sessions end and they can no longer sign in to the studio.',
    action: 'Remove',
    done: (name: string) => `${name} is no longer on the staff.`,
  },
  'sign-out': {
    title: (name: string) => `Sign ${name} out everywhere?`,
    body: 'Every session of theirs ends; they can sign in again with a code.',
    action: 'Sign out everywhere',
    done: (name: string) => `${name} is signed out everywhere.`,
  },
} as const;

export function StaffManager({ self }: { self: StaffMember }) {
  const staff = useStaff();
  const [notice, setNotice] = useState<{ text: string; error: boolean } | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const say = (text: string, error = false) => setNotice({ text, error });

  const run = async (member: StaffMember, call: () => Promise<string>) => {
    setBusyId(member._id);
    try {
      say(await call());
      await staff.mutate();
    } catch (error) {
      say(errorText(error), true);
    } finally {
      setBusyId(null);
    }
  };

  const confirm = async () => {
    if (!pending) return;
    const { kind, member } = pending;
    await run(member, async () => {
      if (kind === 'remove') await removeStaff(member._id);
      else await signOutEverywhere(member._id);
      return CONFIRM[kind].done(member.name);
    });
    setPending(null);
  };

  const onRoleChange = (member: StaffMember, role: StaffRole) =>
    void run(member, async () => {
      const updated = await changeRole(member._id, { role });
      return `${updated.name} is now ${ROLE_NAMES[updated.role].toLowerCase()}.`;
    });

  return (
    <>
      <Text as="h1" look="h5">
        Staff
      </Text>
      <div aria-live="polite">
        {notice && (
          <Text
            role={notice.error ? 'alert' : undefined}
            look="body2"
            tone={notice.error ? 'error' : 'brand'}
            style={{ marginTop: space(2) }}
          >
            {notice.text}
          </Text>
        )}
      </div>
      <Section>
        {staff.isLoading ? (
          <StatusMessage kind="loading" title="Loading the staff…" />
        ) : staff.error && !staff.data ? (
          <StatusMessage kind="error" title={errorText(staff.error)} onRetry={() => void staff.mutate()} />
        ) : (
          <StaffTable
            staff={staff.data ?? []}
            selfId={self._id}
            busyId={busyId}
            onRoleChange={onRoleChange}
            onSignOutEverywhere={(member) => setPending({ kind: 'sign-out', member })}
            onRemove={(member) => setPending({ kind: 'remove', member })}
          />
        )}
      </Section>
      <Section>
        <AddStaffForm
          onAdded={(member) => {
            say(`${member.name} is on the staff as ${ROLE_NAMES[member.role].toLowerCase()}.`);
            void staff.mutate();
          }}
        />
      </Section>
      {pending && (
        <Suspense fallback={null}>
          <ConfirmDialog
            title={CONFIRM[pending.kind].title(pending.member.name)}
            body={CONFIRM[pending.kind].body}
            action={CONFIRM[pending.kind].action}
            busy={busyId !== null}
            onConfirm={() => void confirm()}
            onCancel={() => setPending(null)}
          />
        </Suspense>
      )}
    </>
  );
}
