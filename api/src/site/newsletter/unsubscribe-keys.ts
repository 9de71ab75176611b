import crypto from 'node:crypto';
import { hashToken } from '../../plugins/session';

/**
 * The key of a subscriber's unsubscribe links, worked out from their address's key under
 * BLIND_INDEX_KEY whenever a newsletter is written, so it need not be stored: the row keeps only its
 * SHA-256 to find the subscriber by. 32 hex digits, the shape the links have always had.
 */
export class UnsubscribeKeys {
  constructor(private readonly key: Buffer) {}

  of(emailKey: string): string {
    return crypto
      .createHmac('sha256', this.key)
      .update(`newsletter-unsubscribe:${emailKey}`)
      .digest('hex')
      .slice(0, 32);
  }

  hashOf(emailKey: string): string {
    return hashToken(this.of(emailKey));
  }
}
