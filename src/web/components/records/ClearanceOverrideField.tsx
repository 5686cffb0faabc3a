import { Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useState } from 'react';

export const OVERRIDE_LABEL = 'Reason to place them anyway';

/**
 * An admin's reason to place a volunteer who is not cleared (product.md §3.2.1). Hidden until
 * the server refuses the placement and asks for one (its error on clearanceOverrideReason, the
 * missing conditions being shown under the volunteer); then it stays, so the admin can give the
 * reason and save again. The reason is kept on the record and in its history.
 */
export function ClearanceOverrideField<Values extends { clearanceOverrideReason: string }>({
  form,
}: {
  form: UseFormReturnType<Values>;
}) {
  const [asked, setAsked] = useState(false);
  if (!asked && form.errors.clearanceOverrideReason) setAsked(true);
  if (!asked) return null;
  return (
    <Textarea
      label={OVERRIDE_LABEL}
      description="The volunteer is not cleared for this facility on this day. Your reason is kept on the record and in its history."
      autosize
      minRows={2}
      {...form.getInputProps('clearanceOverrideReason')}
    />
  );
}
