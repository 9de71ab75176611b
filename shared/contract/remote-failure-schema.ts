import { object, string, type InferType } from 'yup';
import { MESSAGES } from './messages';
import { RELEASE_NAME, RELEASE_REMOTES } from './releases';
import { REMOTE_FAILURE_KINDS } from './remote-failures';

export const REMOTE_FAILURE_MESSAGES = {
  remote: `Choose one of: ${RELEASE_REMOTES.join(', ')}.`,
  release: 'Must be the name of a release, like 3885c3d2761ec23a.',
  kind: `Choose one of: ${REMOTE_FAILURE_KINDS.join(', ')}.`,
  notYours: 'This browser was not served this release of this remote.',
  tooMany: 'Too many failure reports from this address. They are counted again in a minute.',
} as const;

const oneOf = (values: readonly string[], message: string) =>
  string()
    .strict()
    .typeError(message)
    .required(MESSAGES.required)
    .oneOf([...values], message);

/** `{ remote, release, kind }`, as the shell's beacon sends it (url-encoded). */
export const remoteFailureSchema = object({
  remote: oneOf(RELEASE_REMOTES, REMOTE_FAILURE_MESSAGES.remote),
  release: string()
    .strict()
    .typeError(REMOTE_FAILURE_MESSAGES.release)
    .required(MESSAGES.required)
    .matches(RELEASE_NAME, REMOTE_FAILURE_MESSAGES.release),
  kind: oneOf(REMOTE_FAILURE_KINDS, REMOTE_FAILURE_MESSAGES.kind),
}).noUnknown();
export type RemoteFailureReport = InferType<typeof remoteFailureSchema>;
