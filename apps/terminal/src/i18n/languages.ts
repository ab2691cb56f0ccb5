/** The nine interface languages (seed 002 §9); the employee's language is applied at sign-in. */
export const LANGUAGES = ['en', 'ru', 'de', 'fr', 'es', 'hi', 'tr', 'zh-Hans', 'zh-Hant'] as const;
export type Language = (typeof LANGUAGES)[number];
