/**
 * Names are the product's (product.md §14): the authentication layer's profile route is closed, so
 * nobody can rename themselves (and so the audit trail) or store an image address.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { user } from '../db/schema/auth';
import { createPerson, signIn } from '../../../tests/support/people';
import { TEST_BASE_URL, useTestApp } from '../../../tests/support/test-app';

const app = useTestApp();

describe('POST /api/auth/update-user', () => {
  it.each(['Volunteers', 'Admins', 'SuperAdmins'] as const)(
    'is refused for %s, and the stored name and image stay',
    async (group) => {
      const person = await createPerson(app.database.db, group, 'Amina', 'Khan');
      const cookie = await signIn(app.server, person.email);
      const [before] = await app.database.db.select().from(user).where(eq(user.id, person.id));

      const response = await app.server.inject({
        method: 'POST',
        url: '/api/auth/update-user',
        headers: { origin: TEST_BASE_URL, 'content-type': 'application/json', cookie },
        payload: { name: 'Sara Superadmin', image: 'javascript:alert(1)' },
      });

      expect(response.statusCode).toBe(404);
      const [after] = await app.database.db.select().from(user).where(eq(user.id, person.id));
      expect({ name: after!.name, image: after!.image }).toEqual({
        name: before!.name,
        image: before!.image,
      });
    },
  );
});
