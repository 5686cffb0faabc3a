/**
 * Every request the bench sends the product is one the product's API accepts: checked against
 * schema.graphql, so that a change of the API that breaks a scenario fails here, in the unit
 * tests, before the smoke run in CI meets it (decision 084).
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { HEAVY_REQUESTS, LIGHT_REQUEST } from './heavy-requests';
import {
  DASHBOARD_STATS,
  PRODUCT_CLIENT_PAGE,
  PROGRAMME_REPORT,
  PROGRAMME_TRENDS,
  WRITE_TARGETS,
  createProgramScript,
  updateClientScript,
} from './scenarios';
import { SOAK_TARGETS } from './soak';

const schema = buildSchema(
  fs.readFileSync(path.join(import.meta.dirname, '..', 'schema.graphql'), 'utf8'),
);

const targets = { clients: [{ id: 'c1', version: 1 }], facilityId: 'f1', volunteerId: 'v1' };

const REQUESTS: Record<string, string> = {
  DASHBOARD_STATS,
  PROGRAMME_REPORT,
  PROGRAMME_TRENDS,
  PRODUCT_CLIENT_PAGE,
  WRITE_TARGETS,
  SOAK_TARGETS,
  LIGHT_REQUEST,
  'audit entries (heavy)': HEAVY_REQUESTS[0]!,
  'client export (heavy)': HEAVY_REQUESTS[1]!,
  updateClient: updateClientScript(targets.clients).nextBody({}),
  createProgram: createProgramScript(targets).nextBody({}),
};

describe('the bench asks the product only what its API accepts', () => {
  it.each(Object.entries(REQUESTS))('%s', (_name, body) => {
    const { query } = JSON.parse(body) as { query: string };
    expect(validate(schema, parse(query)).map((error) => error.message)).toEqual([]);
  });
});
