import { ClientInfoForm } from 'shared/client-info/client-info-form';
import { clientInfoPathAs } from 'shared/contract/client-info';
import type { ClientInfoRequest } from 'shared/contract/client-info-schema';
import { LANGUAGE_HEADER, pageLanguage } from 'shared/i18n/page-language';
import { OwnCode } from '../../app/own-code';
import { useBdeText } from '../../i18n/bde-text';
import { QueuePanel } from '../offline-queue/queue-panel';
import { queueSend } from '../offline-queue/queue-send';

/**
 * A client form filled in without a connection: kept on the phone, sent with its key when it returns,
 * to the address naming its BDE, so it is taken only from that BDE's session.
 */
const keepOffline = (path: string) => (request: ClientInfoRequest, key: string) =>
  queueSend({
    key,
    what: 'client-form',
    label: request.companyName.trim(),
    path,
    body: request,
    headers: { [LANGUAGE_HEADER]: pageLanguage() },
  });

/**
 * /bdedetails/clientform: the client-information form inside the portal, so it opens and keeps what is
 * typed without a connection (the portal's worker serves it offline). The lead is the BDE's.
 */
export function ClientFormPage() {
  const t = useBdeText();
  return (
    <section className="card portal-panel" aria-labelledby="client-form-page-title">
      <h2 id="client-form-page-title">{t('Client information')}</h2>
      <p>
        {t(
          'Fill it in with your client. Without a connection it is kept on this phone and sent when you are back online; the lead then appears in your Leads.',
        )}
      </p>
      <OwnCode>
        {(bdeCode) => {
          const path = clientInfoPathAs(bdeCode);
          return <ClientInfoForm path={path} whenOffline={keepOffline(path)} autofill={false} />;
        }}
      </OwnCode>
      <QueuePanel />
    </section>
  );
}
