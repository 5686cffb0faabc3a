/**
 * What a section of a client's records says, from its declaration's noun and section (decision
 * 115): "Add Document", "Document added", "Loading papers", so that a new type kept beside a
 * client speaks as the others without words of its own.
 */
import type { Fields, RecordDeclaration } from '../../../../shared/record/define-record';

const capitalised = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);
const titleCase = (words: string) => words.split(' ').map(capitalised).join(' ');

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
