// The six languages as the API knows them (issue 42): the API reads shared/ through the contract
// alone, and an account's language, a public form's and an email's are one of these.
export { DEFAULT_LANGUAGE, LANGUAGES, LANGUAGE_LOCALES, isLanguage, type Language } from '../i18n/languages';
export { pathInLanguage } from '../i18n/language-path';
