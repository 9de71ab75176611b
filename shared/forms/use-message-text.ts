import { messageText, type Translate } from './field-message';

/**
 * How a form shows a validation message: in English for now. The shared i18next instance (issue 42)
 * is wired here, once for every form: `const { t } = useTranslation();` in place of `undefined`.
 */
export function useMessageText(): (message: string | undefined) => string {
  const t: Translate | undefined = undefined;
  return (message) => messageText(message, t);
}
