import { LANGUAGE_LOCALES, type Language } from 'shared/i18n/languages';
import { usePageLanguage } from 'shared/i18n/text';
import { useBdeText } from '../../i18n/bde-text';
import { useStaleFigures } from './use-stale-figures';
import './offline.css';

const timeFormats: Partial<Record<Language, Intl.DateTimeFormat>> = {};

/** A time of day in India, in the language's digits and order: "10:42". */
export function timeOfDayIn(value: string, language: Language): string {
  timeFormats[language] ??= new Intl.DateTimeFormat(LANGUAGE_LOCALES[language], {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Asia/Kolkata',
  });
  return timeFormats[language].format(new Date(value));
}

/** Says, while any figure shown is not live, the time it was fetched: "No connection: figures as of 10:42". */
export function OfflineFiguresNote() {
  const t = useBdeText();
  const language = usePageLanguage();
  const fetchedAt = useStaleFigures();
  if (!fetchedAt) return null;
  return (
    <p className="offline-figures-note" role="status">
      {t('No connection: figures as of {{time}}', { time: timeOfDayIn(fetchedAt, language) })}
    </p>
  );
}
