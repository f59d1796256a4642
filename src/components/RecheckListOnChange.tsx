import { useEffect } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';

/**
 * Once the form was submitted, checks the list `name` again whenever one of its items changes, so a rule
 * across the list (the divisions' shares adding up to 100%) names the values the user sees now, and its
 * message goes once they are fixed. The list's errors are cleared first: react-hook-form updates a list's
 * error in place, which react-admin's ArrayInput would not see as a change.
 */
export function RecheckListOnChange({ name }: { name: string }) {
  const { trigger, clearErrors } = useFormContext();
  const { isSubmitted } = useFormState({ name });
  const items = JSON.stringify(useWatch({ name }));
  useEffect(() => {
    if (!isSubmitted || items === undefined) return;
    clearErrors(name);
    void trigger(name);
  }, [isSubmitted, items, name, trigger, clearErrors]);
  return null;
}
