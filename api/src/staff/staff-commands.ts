// What `npm run staff` does, on the database or, while a server holds the embedded one, in that
// server (POST /admin/staff): one function for both, so the two paths cannot differ.
import { parsePhoneNumberWithError } from 'libphonenumber-js/max';
import { InvalidFieldError, NotFoundError } from '../lib/errors.ts';
import { normalisePhone, type Phone } from '../lib/phone.ts';
import { COMMAND_LINE_ACTOR, type StaffRepository } from '../plugins/app/staff-repository.ts';
import type { StaffCommand, StaffMember } from '../schemas/index.ts';

/** '+919876543210' (as an operator types it, spaces allowed) as a checked mobile number. */
export function phoneFromE164(text: string): Phone {
  let parsed;
  try {
    parsed = parsePhoneNumberWithError(text.replaceAll(/[\s-]/g, ''));
  } catch {
    throw new InvalidFieldError(
      'phone',
      `'${text}' is not a phone number with its country code, like +919876543210`,
    );
  }
  return normalisePhone(`+${parsed.countryCallingCode}`, parsed.nationalNumber);
}

async function memberWithPhone(staff: StaffRepository, text: string): Promise<StaffMember> {
  const phone = phoneFromE164(text);
  const member = await staff.findByPhone(phone);
  if (member === null) throw new NotFoundError(`No one on the staff has the phone ${phone.e164}`);
  return member;
}

/** Runs a command; answers the people it shows or changed. */
export async function runStaffCommand(staff: StaffRepository, command: StaffCommand): Promise<StaffMember[]> {
  switch (command.action) {
    case 'list':
      return staff.list();
    case 'add':
      return [
        await staff.add(COMMAND_LINE_ACTOR, {
          name: command.name,
          phone: phoneFromE164(command.phone),
          role: command.role,
        }),
      ];
    case 'role': {
      const member = await memberWithPhone(staff, command.phone);
      return [await staff.setRole(COMMAND_LINE_ACTOR, member._id, command.role)];
    }
    case 'remove': {
      const member = await memberWithPhone(staff, command.phone);
      return [await staff.remove(COMMAND_LINE_ACTOR, member._id)];
    }
  }
}
