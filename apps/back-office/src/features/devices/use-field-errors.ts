import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { ApiError } from '../../api/client.ts';
import { contractMessage } from '../people/parts.tsx';

/**
 * Field errors of a form kept in component state (the terminal's settings, payment types, printers): the contract's
 * own check before sending, by dotted path ('printer.local_ip'), and the field a 400 from the server names.
 */
export function useFieldErrors() {
  const { t } = useTranslation('people');
  const { t: common } = useTranslation('common');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const text = (message: string) =>
    message === 'required' ? common('validation.required') : contractMessage(t, message);
  return {
    get: (path: string): string | null => errors[path] ?? null,
    /** Checks a request against its contract; shows the first problem of each field and answers whether it passed. */
    check<T>(schema: z.ZodType<T>, value: unknown): boolean {
      const result = schema.safeParse(value);
      if (result.success) {
        setErrors({});
        return true;
      }
      const found: Record<string, string> = {};
      for (const issue of result.error.issues) {
        const path = issue.path.map(String).join('.');
        found[path] ??= text(issue.message);
      }
      setErrors(found);
      return false;
    },
    setFromServer(error: ApiError) {
      if (error.field) setErrors({ [error.field]: text(error.message.replace(/^body: [^:]+: /, '')) });
    },
    clear: () => setErrors({}),
  };
}
