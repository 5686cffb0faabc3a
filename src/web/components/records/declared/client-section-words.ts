/**
 * What a declared section says, from its declaration's noun and section's title (decision 116):
 * "Add Document", "Document added", "Loading papers", so that a new type speaks as the others
 * without words of its own.
 */
import { capitalised, titleCase } from '../../../../shared/domain/common/labels';
import type { Fields, RecordDeclaration } from '../../../../shared/record/define-record';

export function clientSectionWords(declaration: RecordDeclaration<Fields>) {
  const { noun } = declaration;
  const plural = declaration.clientSection!.title.toLowerCase();
  return {
    add: `Add ${titleCase(noun)}`,
    added: `${capitalised(noun)} added`,
    updated: `${capitalised(noun)} updated`,
    loading: `Loading ${plural}`,
    failedToLoad: `Failed to load the ${plural}.`,
    failedToDelete: `Failed to delete the ${noun}. Please try again.`,
    changedMeanwhile: `Reload the page if someone else changed the ${plural} meanwhile.`,
  };
}

/** The same for a programme's default list on the page that keeps it ("Add Checklist Document"). */
export function defaultListWords(declaration: RecordDeclaration<Fields>) {
  const { noun } = declaration;
  const title = declaration.defaultListSection!.title.toLowerCase();
  return {
    add: `Add ${titleCase(noun)}`,
    editTitle: (name: string) => `${capitalised(noun)}: ${name}`,
    added: `${capitalised(noun)} added`,
    updated: `${capitalised(noun)} updated`,
    loading: `Loading the ${title}`,
    failedToLoad: `Failed to load the ${title}.`,
    failedToDelete: `Failed to delete the ${noun}. Please try again.`,
    deleted: (name: string) => `"${name}" from the ${title}`,
  };
}
