/**
 * A declared record's details, in the sections its declaration gives (decision 042): each value
 * written as people read it (enumerations humanized, yes/no, lists, the name a reference points
 * at); fields that do not apply to the record (showWhen) are left out, and so is a section left
 * with none.
 */
import type { ReactNode } from 'react';
import type { Fields, RecordDeclaration } from '../../../../shared/record/define-record';
import { FieldList } from '../FieldList';
import { DetailsSection } from '../RecordDetails';
import { declaredText, type ReferenceName } from './declared-text';
import { detailsLabel } from './labels';

interface DeclaredDetailsSectionsProps<F extends Fields> {
  declaration: RecordDeclaration<F>;
  record: Record<keyof F, unknown>;
  /**
   * Names for references by lookup; without it, the names the record carries beside its
   * references (facilityName, decision 055).
   */
  referenceName?: ReferenceName;
  /** The heading of a section the declaration leaves untitled (a person's name); else the type's. */
  title?: string;
  /** Shown above the first section's fields (a role's tag). */
  lead?: ReactNode;
  /**
   * What only the page knows, field by field: a label, or a value from what the server adds
   * (a volunteer's hours with those given here).
   */
  overrides?: { [K in keyof F]?: { label?: string; value?: ReactNode } };
}

export function DeclaredDetailsSections<F extends Fields>({
  declaration,
  record,
  referenceName,
  title,
  lead,
  overrides = {},
}: DeclaredDetailsSectionsProps<F>) {
  const text = (name: keyof F & string) =>
    declaredText(declaration, name, record as Record<string, unknown>, referenceName);
  return (declaration.details ?? []).map((section, index) => {
    const shown = section.fields.filter((name) => {
      const field = declaration.fields[name]!;
      return !field.showWhen || field.showWhen(record as never);
    });
    if (shown.length === 0) return null;
    return (
      <DetailsSection
        key={section.title ?? index}
        title={section.title ?? title ?? declaration.typeName}
      >
        {index === 0 && lead}
        <FieldList
          columns={section.fields.length === 1 ? 1 : 2}
          fields={shown.map((name) => {
            const field = declaration.fields[name]!;
            const own = overrides[name] ?? {};
            return {
              label: own.label ?? detailsLabel(field, record),
              value: 'value' in own ? own.value : text(name),
            };
          })}
        />
      </DetailsSection>
    );
  });
}
