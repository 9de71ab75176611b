import type { DocumentField as DocumentFieldName } from 'shared/contract/executive';
import { FileField } from 'shared/forms/file-field';
import { useBdeText } from '../../i18n/bde-text';
import { inspectDocument } from './document-check';
import { FIELD_LABELS } from './register-values';

const ACCEPT = '.pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg';
const CLASSES = { field: 'field bde-document', chosen: 'bde-document__chosen', remove: 'bde-link-button' };

/** An optional copy of an identity document, checked at once (type by its first bytes, up to 2 MB). */
export function DocumentField({ name }: { name: DocumentFieldName }) {
  const t = useBdeText();
  return (
    <FileField
      name={name}
      label={t(FIELD_LABELS[name])}
      hint={t('Optional. PDF, PNG or JPEG, up to 2 MB.')}
      accept={ACCEPT}
      removes={t(FIELD_LABELS[name])}
      inspect={inspectDocument}
      classNames={CLASSES}
    />
  );
}
