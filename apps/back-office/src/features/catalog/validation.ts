/**
 * The catalog forms' messages in the interface language: the contract's zod messages and the forms' own checks
 * ('amount', 'number') map to `validation.*` keys of the catalog namespace; a message without a key (a server's
 * English text) is shown as it is.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

const KEYS: Record<string, string> = {
  required: 'required',
  'must not be empty': 'required',
  amount: 'amount',
  number: 'number',
  percent: 'percent',
  'must be a whole number of cents': 'amount',
  'must not be negative': 'amount',
  'must have at most 3 decimals': 'decimals3',
  'may hold only letters, digits and - . /': 'barcode',
  'must be 0 (no limit) or at least min_selection': 'maxBelowMin',
  'must not be more than the group’s active modifiers': 'minTooHigh',
  'a percent must be at most 100': 'percent',
  'must be an uploaded image (/api/images/{id})': 'image',
  'Too big: expected number to be <=100': 'percent',
};

export function useCatalogValidation(): (message: string) => string {
  const { t } = useTranslation('catalog');
  return useCallback(
    (message: string) => {
      const key = KEYS[message];
      return key ? t(`validation.${key}`) : message;
    },
    [t],
  );
}
