import { richText } from '../i18n/rich-text';
import { useSharedText } from '../i18n/shared-text';

/**
 * "Fields marked * are required.", read out without the star: each required field's own label
 * already says "required" to a screen reader, so the note names the mark it is explained by.
 */
export function RequiredFieldsNote({ id, className = 'field__hint' }: { id?: string; className?: string }) {
  const t = useSharedText();
  return (
    <p id={id} className={className}>
      {richText(t, 'Fields marked {{star}} are required.', {
        star: (
          <>
            <span aria-hidden="true">*</span>
            <span className="visually-hidden">{t('with an asterisk')}</span>
          </>
        ),
      })}
    </p>
  );
}
