/**
 * The demo programme's people and places (scripts/seed), written into a test database as
 * `npm run seed:demo` writes them: the demo accounts, then facilities, volunteers, clients and
 * resources. For tests that need a whole programme as real use makes it.
 */
import { user } from '../../src/server/db/schema/auth';
import { client } from '../../src/server/db/schema/client';
import { facility } from '../../src/server/db/schema/facility';
import { resource } from '../../src/server/db/schema/resource';
import { volunteer } from '../../src/server/db/schema/volunteer';
import type { Database } from '../../src/server/db/client';
import { generateDemoData } from '../../scripts/seed/generate';
import { ensureDemoAccounts } from '../../scripts/seed/people';

export async function insertDemoProgramme(db: Database, today: string): Promise<void> {
  const accounts = await ensureDemoAccounts(db);
  const demoVolunteer = accounts.find((account) => account.group === 'Volunteers')!;
  const data = generateDemoData(1, today, [demoVolunteer.id]);
  const demoClient = accounts.find((account) => account.group === 'Clients')!;
  Object.assign(data.clients[0]!, { accountId: demoClient.id, email: demoClient.email });
  await db.insert(user).values(
    data.volunteers.map((row) => ({
      id: row.id,
      name: `${row.firstName} ${row.lastName}`,
      email: row.email,
      group: 'Volunteers',
    })),
  );
  await db.insert(facility).values(data.facilities);
  await db.insert(volunteer).values(data.volunteers);
  await db.insert(client).values(data.clients);
  await db.insert(resource).values(data.resources);
}
