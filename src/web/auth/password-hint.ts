/** Shown under every new-password field: the policy of product.md §5.8 in one sentence. */
export const PASSWORD_HINT =
  'At least 8 characters, with lower and upper case letters, a number and a special character';
