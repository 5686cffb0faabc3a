/**
 * The API of every registered record type that has no module of its own (decision 115): its
 * declaration and its declared service (modules/declared-record/declared-service.ts) are all it
 * needs, as a client's papers. Called once every module has made its own.
 */
import { allowedGroups, permissionModelOf, permissionOf } from '../../shared/permissions';
import { RECORD_TYPES } from '../../shared/record/declarations';
import type { Fields, RecordDeclaration } from '../../shared/record/define-record';
import {
  declaredServiceOf,
  startFromDefaultList,
} from '../modules/declared-record/declared-service';
import { builder } from './builder';
import { serviceContext } from './crud-fields';
import { declaredApi } from './declared-api';
import { hasAnApi } from './record-graphql';

/** Said of a new record: who may add one, when only admins may. */
function createNoteOf(typeName: string): string | undefined {
  const groups = allowedGroups(permissionOf(typeName, 'create'));
  return groups.every((group) => group === 'SuperAdmins' || group === 'Admins')
    ? 'Admins only.'
    : undefined;
}

function addDeclaredApi(declaration: RecordDeclaration<Fields>) {
  const { typeName } = declaration;
  const { ref } = declaredApi({
    declaration,
    service: declaredServiceOf(declaration),
    permissionModel: permissionModelOf(typeName) as never,
    createNote: createNoteOf(typeName),
    updateNote: declaration.volunteerChanges?.refused,
  });
  const start = declaration.startsFrom;
  if (!start) return;
  builder.mutationFields((t) => ({
    [start.mutation]: t.field({
      type: [ref],
      description: start.description,
      authScopes: { permission: permissionOf(typeName, start.permission) },
      args: { clientId: t.arg.id({ required: true }) },
      resolve: (_root, args, context) =>
        startFromDefaultList(serviceContext(context), declaration, String(args.clientId)),
    }),
  }));
}

export function addDeclaredApis(): void {
  for (const { declaration } of RECORD_TYPES) {
    if (!hasAnApi(declaration.typeName)) addDeclaredApi(declaration);
  }
}
