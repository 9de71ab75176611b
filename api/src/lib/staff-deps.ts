import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import type { AttemptLimiter } from './attempt-limiter';
import type { PersonKeys } from '../back-office/audit-log/person-key-service';
import type { CryptoBox } from './crypto-box';
import type { DocumentStore } from './document-store';
import type { UnsubscribeKeys } from '../site/newsletter/unsubscribe-keys';

/** What every back-office route group is given (so adding one never changes another's wiring). */
export interface StaffDeps {
  db: Db;
  config: AppConfig;
  /** Seals the staff members' authenticator secrets, as it seals identity data. */
  cryptoBox: CryptoBox;
  /** Seals what audit rows hold about a person under that person's key, erased with them. */
  personKeys: PersonKeys;
  /** The BDEs' identity-document copies. */
  documents: DocumentStore;
  /** Staff sign-in attempts, limited as everyone else's are. */
  limiter: AttemptLimiter;
  now: () => number;
  /** Works out each subscriber's unsubscribe key when a newsletter is written (it is never stored). */
  unsubscribeKeys: UnsubscribeKeys;
}
