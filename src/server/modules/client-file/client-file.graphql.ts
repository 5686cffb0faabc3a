/** clientFile: a person's own file as JSON (product.md §3.3.5, decision 074). */
import { builder } from '../../graphql/builder';
import { actorOf } from '../../graphql/context';
import { buildClientFile } from './client-file';

interface ClientFileDownload {
  fileName: string;
  json: string;
}

const ClientFileRef = builder.objectRef<ClientFileDownload>('ClientFile').implement({
  description: 'Everything the programme holds about one client, as a file of its own',
  fields: (t) => ({
    fileName: t.exposeString('fileName', { description: 'client-file-<client id>-<date>.json' }),
    json: t.exposeString('json', {
      description:
        'The file: record, consents, contact log, reentry plan, check-ins, programs attended, history and access log',
    }),
  }),
});

builder.queryFields((t) => ({
  clientFile: t.field({
    type: ClientFileRef,
    description:
      "A client's own file (a subject access request): everything held about them, read in one snapshot; audited as an EXPORT of the client",
    authScopes: { permission: 'client.file' },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, context) => {
      const { fileName, file } = await buildClientFile(
        context.db,
        actorOf(context),
        args.id,
        context.orgTimeZone,
      );
      return { fileName, json: `${JSON.stringify(file, null, 2)}\n` };
    },
  }),
}));
