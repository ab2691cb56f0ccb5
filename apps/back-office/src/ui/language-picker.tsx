import { useTranslation } from 'react-i18next';
import { languageChoose } from '../i18n/index.ts';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from '../i18n/languages.ts';
import { SelectField } from './select-field.tsx';

const OPTIONS = LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }));

/** The interface language (nine, each named in itself); remembered on this browser, `<html lang>` follows. */
export function LanguagePicker({
  tone = 'light',
  onChange,
  className = '',
}: {
  tone?: 'light' | 'chrome';
  /** Also told of the choice (the Account screen saves it as the account's language). */
  onChange?: (language: string) => void;
  className?: string;
}) {
  const { t, i18n } = useTranslation('common');
  return (
    <SelectField
      label={t('language')}
      tone={tone}
      className={className}
      options={OPTIONS}
      value={i18n.resolvedLanguage ?? i18n.language}
      onChange={(event) => {
        const value = event.target.value;
        if (!isLanguage(value)) return;
        void languageChoose(value, i18n);
        onChange?.(value);
      }}
    />
  );
}
