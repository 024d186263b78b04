// A person on the staff signed in to the studio, as a test needs one: added as the command line adds
// them, then signed in with the OTP from the outbox. Returns their session's token and id.
import type { FastifyInstance } from 'fastify';
import type { StaffRole } from '../../src/contract/staff-roles.ts';
import { normalisePhone } from '../../src/lib/phone.ts';
import { COMMAND_LINE_ACTOR, createStaffRepository } from '../../src/plugins/app/staff-repository.ts';
import { getTestDb } from './database.ts';
import { newAddress, newPhone, verifiedPhone } from './otp.ts';

export async function signedInStaff(
  app: FastifyInstance,
  name: string,
  role: StaffRole,
): Promise<{ token: string; staffId: string }> {
  const mobile = newPhone();
  const member = await createStaffRepository(await getTestDb()).add(COMMAND_LINE_ACTOR, {
    name,
    phone: normalisePhone('+91', mobile),
    role,
  });
  const { verificationId } = await verifiedPhone(app, mobile);
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/studio/auth/session',
    payload: { phone_number: mobile, country_code: '+91', verification_id: verificationId },
    remoteAddress: newAddress(),
  });
  return { token: response.json<{ data: { token: string } }>().data.token, staffId: member._id };
}
