/**
 * The overview's getting-started list ticks itself off as the installation fills: a facility,
 * someone besides the first super admin, a client, and e-mail going out through SMTP.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { startTestSmtp } from '../../../../tests/support/smtp';
import { clientInput } from '../../../../tests/support/client-factory';
import { facilityInput } from '../../../../tests/support/factories';
import { callerAs, errorCode } from '../../../../tests/support/graphql';
import { useTestApp } from '../../../../tests/support/test-app';
import { volunteerInput } from '../../../../tests/support/volunteer-factory';

const smtp = await startTestSmtp();
afterAll(() => smtp.close());
const app = useTestApp({ SMTP_URL: smtp.url });

const GETTING_STARTED = '{ gettingStarted { facilityAdded teamInvited clientAdded emailSetUp } }';

describe('gettingStarted', () => {
  it('ticks each step off once the data shows it', async () => {
    const superAdmin = await callerAs(app.server, app.database.db, 'SuperAdmins');
    const steps = async () => {
      const result = await superAdmin.run<{ gettingStarted: Record<string, boolean> }>(
        GETTING_STARTED,
      );
      expect(result.errors).toEqual([]);
      return result.data!.gettingStarted;
    };
    // SMTP_URL is set, so e-mail is done from the start; the rest waits for data.
    expect(await steps()).toEqual({
      facilityAdded: false,
      teamInvited: false,
      clientAdded: false,
      emailSetUp: true,
    });

    const facility = await superAdmin.run<{ createFacility: { id: string } }>(
      'mutation($input: CreateFacilityInput!) { createFacility(input: $input) { id } }',
      { input: facilityInput() },
    );
    expect(facility.errors).toEqual([]);
    const volunteer = await superAdmin.run(
      'mutation($input: CreateVolunteerInput!) { createVolunteer(input: $input) { id } }',
      { input: volunteerInput() },
    );
    expect(volunteer.errors).toEqual([]);
    expect(await steps()).toMatchObject({ facilityAdded: true, teamInvited: true });

    const client = await superAdmin.run(
      'mutation($input: CreateClientInput!) { createClient(input: $input) { id } }',
      { input: clientInput() },
    );
    expect(client.errors).toEqual([]);
    expect(Object.values(await steps())).toEqual([true, true, true, true]);
  });

  it('is for staff only', async () => {
    const volunteer = await callerAs(app.server, app.database.db, 'Volunteers');
    expect(errorCode(await volunteer.run(GETTING_STARTED))).toBe('FORBIDDEN');
  });
});
