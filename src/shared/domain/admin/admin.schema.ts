import { declaredDefaults } from '../../record/define-record';
import { adminDeclaration } from './admin.record';

/** Every field of an admin as the form and the API take it (product.md §3.1, §5.1). */
export const adminInputSchema = adminDeclaration.inputObject;

/** Defaults of product.md §9 for a new admin, as the declaration gives them. */
export const ADMIN_DEFAULTS = declaredDefaults(adminDeclaration);

/** Defaults for a new admin; today comes from the caller (the programme's time zone). */
export function adminDefaults(today: string) {
  return declaredDefaults(adminDeclaration, today);
}
