import { number, object, string, type InferType } from 'yup';
import { MESSAGES } from './messages';
import {
  MAX_CANARY_PERCENT,
  MIN_CANARY_PERCENT,
  RELEASE_MESSAGES,
  RELEASE_NAME,
  RELEASE_REMOTES,
} from './releases';

/** What the back office sends about the remotes' releases; the API checks with the same schemas. */
const remoteField = () =>
  string()
    .strict()
    .typeError(RELEASE_MESSAGES.remote)
    .required(MESSAGES.required)
    .oneOf([...RELEASE_REMOTES], RELEASE_MESSAGES.remote);

const releaseField = () =>
  string()
    .strict()
    .typeError(RELEASE_MESSAGES.release)
    .required(MESSAGES.required)
    .matches(RELEASE_NAME, RELEASE_MESSAGES.release);

const expectField = () =>
  number()
    .strict()
    .typeError(RELEASE_MESSAGES.expect)
    .integer(RELEASE_MESSAGES.expect)
    .min(0, RELEASE_MESSAGES.expect)
    .max(2_147_483_647, RELEASE_MESSAGES.expect)
    .required(RELEASE_MESSAGES.expect);

/** `{ remote, release, percent, expect }`: a canary of `release` for `percent`% of visitors. */
export const canarySchema = object({
  remote: remoteField(),
  release: releaseField(),
  percent: number()
    .strict()
    .typeError(RELEASE_MESSAGES.percent)
    .integer(RELEASE_MESSAGES.percent)
    .min(MIN_CANARY_PERCENT, RELEASE_MESSAGES.percent)
    .max(MAX_CANARY_PERCENT, RELEASE_MESSAGES.percent)
    .required(RELEASE_MESSAGES.percent),
  expect: expectField(),
}).noUnknown();
export type CanaryRequest = InferType<typeof canarySchema>;

/** `{ remote, expect }`: a promotion or a rollback of the state at `expect`. */
export const releaseStepSchema = object({ remote: remoteField(), expect: expectField() }).noUnknown();
export type ReleaseStepRequest = InferType<typeof releaseStepSchema>;

/** `{ remote, release }`: this browser gets `release` of `remote`, for RELEASE_PIN_HOURS. */
export const pinSchema = object({ remote: remoteField(), release: releaseField() }).noUnknown();
export type PinRequest = InferType<typeof pinSchema>;

/** `{ remote }`: this browser's pin of `remote` ends. */
export const unpinSchema = object({ remote: remoteField() }).noUnknown();
export type UnpinRequest = InferType<typeof unpinSchema>;

/** The back office's canary form: the release and the share as typed (the screen sends `percent` as a number). */
export const canaryFormSchema = object({
  release: string().required(MESSAGES.required).matches(RELEASE_NAME, RELEASE_MESSAGES.release),
  percent: string()
    .trim()
    .required(MESSAGES.required)
    .test('percent', RELEASE_MESSAGES.percent, (value) => {
      const percent = /^\d{1,2}$/.test(value ?? '') ? Number(value) : NaN;
      return percent >= MIN_CANARY_PERCENT && percent <= MAX_CANARY_PERCENT;
    }),
});
export type CanaryFormValues = InferType<typeof canaryFormSchema>;
