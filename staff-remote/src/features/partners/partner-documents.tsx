import { STAFF_PATHS } from 'shared/contract/staff';
import type { PartnerDocumentInfo, PartnerResponse } from 'shared/contract/staff-partner-responses';
import { formatDateIn } from 'shared/format/date';
import { useAppDispatch } from 'shared/store/hooks';
import { staffApi } from '../../app/staff-api';
import { PartnerSection } from './partner-fields';

const KIND_LABELS: Record<PartnerDocumentInfo['kind'], string> = { aadhar: 'Aadhaar', pan: 'PAN' };
const TYPE_LABELS: Record<string, string> = {
  'application/pdf': 'PDF',
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
};

function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * The BDE's identity-document copies: each opens in a new tab through the audited route (decrypted on
 * the server, never cached), and the audit log is read again afterwards.
 */
export function PartnerDocuments({ partner }: { partner: PartnerResponse }) {
  const dispatch = useAppDispatch();
  return (
    <PartnerSection id="partner-documents" title="Documents">
      {partner.documents.length === 0 ? (
        <p>This BDE sent no copies with the registration.</p>
      ) : (
        <>
          <p className="staff-hint">
            Each copy opens in a new tab. Every opening is recorded in the audit log under your name.
          </p>
          <ul className="partner-documents">
            {partner.documents.map((document) => (
              <li key={document.id}>
                <span className="partner-documents__name">{KIND_LABELS[document.kind]} copy</span>
                <span className="partner-muted">
                  {TYPE_LABELS[document.mimeType] ?? document.mimeType}, {fileSize(document.sizeBytes)}, sent{' '}
                  {formatDateIn(document.createdAt)}
                </span>
                <a
                  className="staff-button staff-button--quiet"
                  href={STAFF_PATHS.partnerDocument({ bdeCode: partner.bdeCode, documentId: document.id })}
                  target="_blank"
                  rel="noopener noreferrer"
                  onClick={() => dispatch(staffApi.util.invalidateTags(['StaffAudit']))}
                >
                  Open
                  <span className="visually-hidden">
                    {' '}
                    the {KIND_LABELS[document.kind]} copy (opens in a new tab)
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </PartnerSection>
  );
}
