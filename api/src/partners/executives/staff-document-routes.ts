import type { FastifyInstance } from 'fastify';
import { STAFF_PATHS } from 'shared/contract/staff';
import { PartnerDocumentContent } from 'shared/contract/staff-partner-responses';
import { copyHeaders } from '../../lib/copy-headers';
import { pathId } from '../../lib/path-id';
import { refuseOtherSites } from '../../lib/refuse-other-sites';
import type { StaffDeps } from '../../lib/staff-deps';
import { actorOf } from '../../back-office/audit-log/audit-service';
import { documentNotFound } from '../../lib/partner-errors';

const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
};

/** `code-kind.ext`, with nothing in it that could break out of the header's quotes. */
const fileNameOf = (bdeCode: string, kind: string, mimeType: string) =>
  `${bdeCode.replace(/[^A-Za-z0-9_-]/g, '_')}-${kind}.${EXTENSIONS[mimeType] ?? 'bin'}`;

/** GET one identity-document copy: decrypted on the server, streamed once, audited, never cached. */
export function partnerDocumentRoute(app: FastifyInstance, { documents }: StaffDeps) {
  app.get<{ Params: { bdeCode: string; documentId: string } }>(
    STAFF_PATHS.partnerDocument.pattern,
    {
      preHandler: [...app.staffOnly('office'), refuseOtherSites],
      // Fastify would answer HEAD by running the handler: an audited read with nothing read.
      exposeHeadRoute: false,
      onSend: copyHeaders,
      schema: {
        summary: "Open a BDE's identity-document copy",
        description:
          'Decrypted on the server and sent with `Cache-Control: no-store`, inline, PDF or image alike ' +
          'under `Content-Security-Policy: sandbox` (nothing in it runs) and `nosniff`. Every opening writes a `document.open` audit row in the same transaction that ' +
          'reads the copy. A request another site started (`Sec-Fetch-Site: cross-site` or ' +
          '`same-site`) gets 403; a document of another BDE, 404.',
        response: { 200: PartnerDocumentContent },
      },
    },
    async (request, reply) => {
      const documentId = pathId(request.params, 'documentId');
      const { bdeCode } = request.params;
      const opened = await documents.open(actorOf(request), bdeCode, documentId);
      if (!opened) throw documentNotFound();
      return reply
        .type(opened.mimeType)
        .header(
          'Content-Disposition',
          `inline; filename="${fileNameOf(opened.bdeCode, opened.kind, opened.mimeType)}"`,
        )
        .send(opened.content);
    },
  );
}
