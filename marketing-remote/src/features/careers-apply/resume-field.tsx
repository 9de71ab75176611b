import { FileField } from 'shared/forms/file-field';
import { useMarketingText } from '../../i18n/marketing-text';
import { inspectResume } from './resume-choice';

const ACCEPT =
  '.pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const CLASSES = { field: 'field', chosen: 'apply-resume__chosen', remove: 'apply-link-button' };

/** The résumé: checked at once when chosen (its first bytes and size), its error tied to it. */
export function ResumeField() {
  const t = useMarketingText();
  return (
    <FileField
      name="resume"
      label={
        <>
          {t('Résumé')}
          <span className="required-mark" aria-hidden="true">
            {' '}
            *
          </span>
        </>
      }
      hint={t('PDF or Word (.docx), up to 5 MB.')}
      accept={ACCEPT}
      required
      removes={t('the résumé')}
      inspect={inspectResume}
      classNames={CLASSES}
    />
  );
}
