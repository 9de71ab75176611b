import { validateYupSchema, yupToFormErrors, type FormikErrors } from 'formik';
import { RESUME_MESSAGES } from 'shared/contract/job-application';
import {
  jobApplicationInitialValues,
  jobApplicationSchema,
  type JobApplicationValues,
} from 'shared/contract/job-application-schema';
import type { ChosenResume } from './resume-choice';

/** The form's values: the contract's fields as typed, and the chosen résumé. */
export interface ApplyValues extends JobApplicationValues {
  resume: ChosenResume | null;
}

export const initialApplyValues: ApplyValues = { ...jobApplicationInitialValues, resume: null };

/** The fields in the form's order, as the API names them. */
export const APPLY_FIELDS = [
  ...(Object.keys(jobApplicationInitialValues) as Array<keyof JobApplicationValues>),
  'resume',
] as const;

/** What the server said about one chosen file: shown while that file stays chosen. */
export type ServerResumeError = { file: File; message: string } | null;

/** The contract's checks of the fields, and the résumé's: chosen, looked at, not refused by the server. */
export async function validateApplication(
  values: ApplyValues,
  serverResume: ServerResumeError,
): Promise<FormikErrors<ApplyValues>> {
  const { resume, ...fields } = values;
  let errors: FormikErrors<ApplyValues> = {};
  try {
    await validateYupSchema(fields, jobApplicationSchema);
  } catch (error) {
    errors = yupToFormErrors<ApplyValues>(error);
  }
  const resumeProblem = !resume
    ? RESUME_MESSAGES.required
    : (resume.problem ?? (serverResume?.file === resume.file ? serverResume.message : null));
  if (resumeProblem) errors.resume = resumeProblem;
  return errors;
}

/** The multipart body the API takes: every field as text, and the file. */
export function toApplicationBody(values: ApplyValues): FormData {
  const body = new FormData();
  for (const field of Object.keys(jobApplicationInitialValues) as Array<keyof JobApplicationValues>) {
    body.append(field, String(values[field]).trim());
  }
  if (values.resume) body.append('resume', values.resume.file, values.resume.file.name);
  return body;
}
