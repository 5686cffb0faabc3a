/**
 * The benchmark's baseline: the least a server could do to answer the same requests. Fastify +
 * GraphQL Yoga + one hand-written SQL statement per request, on the same database as the product,
 * with no sign-in, permissions or change feed. Its write is audited as the product's must be
 * (product.md §14): the row and its audit entry in one statement, hence one transaction.
 * `npm run bench` reports the product's figures as ratios to this server's, measured in the same
 * run on the same machine, so the ratio says what our own layers cost, whatever the machine.
 *
 * Run by bench/run.ts as a process of its own (DATA_DIR or DATABASE_URL, PORT, HOST).
 */
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import { createSchema, createYoga } from 'graphql-yoga';
import pg from 'pg';
import { clientDeclaration } from '../src/shared/domain/client/client.record';
import { readFieldNames } from '../src/shared/record/define-record';

/**
 * The fields the Manage Clients page asks for (its fragment, generated from the client's
 * declaration), each read from its column as plainly as SQL can: dates, enumerations and ids
 * (uuid or text) as text.
 */
function clientColumn(field: string): [field: string, column: string, type: string] {
  if (field === 'id') return ['id', 'id::text', 'ID!'];
  if (field === 'version') return ['version', 'version', 'Int!'];
  const declared = clientDeclaration.fields[field as keyof typeof clientDeclaration.fields];
  const column = field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
  const scalar = { integer: 'Int', decimal: 'Float', flag: 'Boolean', reference: 'ID' } as const;
  const base =
    declared.kind === 'list'
      ? '[String!]'
      : (scalar[declared.kind as keyof typeof scalar] ?? 'String');
  const asText = ['date', 'choice', 'reference'].includes(declared.kind);
  return [field, asText ? `${column}::text` : column, declared.nullable ? base : `${base}!`];
}

const CLIENT_COLUMNS = readFieldNames(clientDeclaration).map(clientColumn);

const LIST_SQL = `select ${CLIENT_COLUMNS.map(([field, column]) => `${column} as "${field}"`).join(', ')}
  from client where status = $1::client_status order by preferred_name, id limit $2`;

/** The program and its audit entry (every field's change and the whole row), atomically. */
const INSERT_SQL = `with inserted as (
    insert into program
      (volunteer_id, facility_id, title, description, date, start_time, end_time, location)
    values ($1, $2::uuid, $3, 'Reference insert', '2030-03-01', '13:00', '14:00', 'Chapel')
    returning *
  )
  insert into audit_entry (actor_id, record_type, record_id, action, changes, snapshot)
  select $1, 'Program', inserted.id::text, 'CREATE',
    (select jsonb_object_agg(field, jsonb_build_object('before', null, 'after', value))
       from jsonb_each(to_jsonb(inserted)) as fields(field, value)),
    to_jsonb(inserted)
  from inserted
  returning record_id as id`;

type Query = (text: string, params: unknown[]) => Promise<Record<string, unknown>[]>;

async function openDatabase(): Promise<{ query: Query; close: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (url) {
    // The same pool size as the product's (src/server/db/client.ts).
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    return {
      query: async (text, params) => (await pool.query(text, params)).rows,
      close: () => pool.end(),
    };
  }
  const client = await PGlite.create({ dataDir: path.join(process.env.DATA_DIR!, 'pglite') });
  return {
    query: async (text, params) => (await client.query<Record<string, unknown>>(text, params)).rows,
    close: () => client.close(),
  };
}

const database = await openDatabase();

const schema = createSchema({
  typeDefs: /* GraphQL */ `
    type Client {
      ${CLIENT_COLUMNS.map(([field, , type]) => `${field}: ${type}`).join('\n')}
    }
    type ClientConnection {
      items: [Client!]!
      nextToken: String
    }
    type Query {
      listClients(status: String!, limit: Int!): ClientConnection!
    }
    type Mutation {
      insertProgram(title: String!, facilityId: ID!, volunteerId: ID!): ID!
    }
  `,
  resolvers: {
    Query: {
      listClients: async (_root: unknown, args: { status: string; limit: number }) => {
        const rows = await database.query(LIST_SQL, [args.status, args.limit + 1]);
        const items = rows.slice(0, args.limit);
        return { items, nextToken: rows.length > args.limit ? String(items.at(-1)!.id) : null };
      },
    },
    Mutation: {
      insertProgram: async (
        _root: unknown,
        args: { title: string; facilityId: string; volunteerId: string },
      ) => {
        const [row] = await database.query(INSERT_SQL, [
          args.volunteerId,
          args.facilityId,
          args.title,
        ]);
        return row!.id;
      },
    },
  },
});

const yoga = createYoga({ schema, logging: false, graphiql: false });
const server = Fastify({ logger: false });
server.get('/healthz', async () => {
  await database.query('select 1', []);
  return { status: 'ok' };
});
server.route({
  url: '/graphql',
  method: ['GET', 'POST'],
  handler: async (request, reply) => {
    const response = await yoga.handleNodeRequestAndResponse(request, reply);
    response.headers.forEach((value, key) => void reply.header(key, value));
    reply.status(response.status);
    reply.send(response.body);
    return reply;
  },
});

const stop = async () => {
  await server.close();
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());

await server.listen({ port: Number(process.env.PORT ?? 0), host: process.env.HOST ?? '127.0.0.1' });
console.log(`Reference server is running at http://127.0.0.1:${process.env.PORT}`);
