import { Fragment, type ReactNode } from 'react';
import { RECORD_TYPES } from '../../../../shared/record/declarations';
import { DeclaredClientSection } from './DeclaredClientSection';

/** The record types a client's details show in sections of their own, in the registry's order. */
const WITH_A_SECTION = RECORD_TYPES.map((type) => type.declaration).filter(
  (declaration) => declaration.clientSection,
);

interface DeclaredClientSectionsProps {
  client: { id: string; preferredName: string };
  closed?: boolean;
  /** Each section under its heading, as the page places headings. */
  titled: (title: string, content: ReactNode) => ReactNode;
}

/**
 * Every section a record type kept beside a client declares (`clientSection`): a new such type
 * appears here, in the client's details and on their volunteer's contact card, by being declared.
 */
export function DeclaredClientSections({
  client,
  closed = false,
  titled,
}: DeclaredClientSectionsProps) {
  return WITH_A_SECTION.map((declaration) => (
    <Fragment key={declaration.typeName}>
      {titled(
        declaration.clientSection!.title,
        <DeclaredClientSection declaration={declaration} client={client} closed={closed} />,
      )}
    </Fragment>
  ));
}
