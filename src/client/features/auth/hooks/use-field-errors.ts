import { useCallback, useRef, useState } from "react";

/**
 * Errors shown under a form's fields (TextField's `error`): set by a submit that finds them, or by the
 * server naming a field, and cleared as soon as the field is corrected. The form passes `formRef` to
 * its <form> and gives each field the `name` it is known by here, so the first wrong field gets focus.
 */
export function useFieldErrors<F extends string>() {
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const formRef = useRef<HTMLFormElement>(null);

  /** Shows the problems found (in field order) and focuses the first; true when there are none. */
  const show = useCallback((found: Partial<Record<F, string | undefined>>): boolean => {
    const shown = Object.fromEntries(Object.entries(found).filter(([, problem]) => problem)) as Partial<Record<F, string>>;
    setErrors(shown);
    const first = Object.keys(shown)[0];
    if (first) (formRef.current?.elements.namedItem(first) as HTMLElement | null)?.focus();
    return first === undefined;
  }, []);

  /** After a change: a field that shows an error shows its problem now, or nothing once it is right. */
  const recheck = useCallback((field: F, problem: string | undefined) => {
    setErrors((current) => (current[field] === undefined || current[field] === problem ? current : { ...current, [field]: problem }));
  }, []);

  return { errors, show, recheck, formRef };
}
