import { ValidationError } from 'yup';
import {
  BUSINESS_MESSAGES,
  amountToPaise,
  businessDateInstant,
  staffProjectSchema,
  staffProposalSchema,
  todayInIndia,
} from './staff-business-schema';

async function errorsOf(schema: typeof staffProjectSchema | typeof staffProposalSchema, body: object) {
  try {
    await schema.validate(body, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((issue) => [issue.path, issue.message]));
  }
}

const project = { companyName: 'Acme Foods', amount: '250000.50', status: 'Active', date: '' };

test('amounts are exact paise from text (with Indian commas) or a number, never through a float', () => {
  expect(amountToPaise('2,50,000.07')).toBe(25_000_007);
  expect(amountToPaise(250000.5)).toBe(25_000_050);
  expect(amountToPaise(0.29)).toBe(29);
  expect(amountToPaise(0.1 + 0.2)).toBeNull();
  expect(amountToPaise('12.345')).toBeNull();
  expect(amountToPaise(1e21)).toBeNull();
  expect(amountToPaise(Number.NaN)).toBeNull();
  expect(amountToPaise(true)).toBeNull();
});

test('a project: each bad field is named with its message', async () => {
  expect(await errorsOf(staffProjectSchema, project)).toEqual({});
  expect(
    await errorsOf(staffProjectSchema, {
      companyName: ' ',
      amount: '0',
      status: 'Paused',
      date: '2024-02-30',
    }),
  ).toEqual({
    companyName: 'This field is required.',
    amount: BUSINESS_MESSAGES.amountPositive,
    status: BUSINESS_MESSAGES.projectStatus,
    date: BUSINESS_MESSAGES.dateShape,
  });
  expect(await errorsOf(staffProjectSchema, { ...project, amount: '5000000000000' })).toEqual({
    amount: BUSINESS_MESSAGES.amountTooLarge,
  });
  expect(await errorsOf(staffProjectSchema, { ...project, amount: '' })).toEqual({
    amount: 'This field is required.',
  });
  expect(await errorsOf(staffProjectSchema, { ...project, date: '2999-01-01' })).toEqual({
    date: BUSINESS_MESSAGES.dateFuture,
  });
});

test('statuses are matched as people type them, and names on one line', async () => {
  const checked = await staffProjectSchema.validate({
    ...project,
    companyName: '  Deccan   Spices ',
    status: 'on-hold',
  });
  expect(checked).toMatchObject({ companyName: 'Deccan Spices', status: 'On Hold' });
  expect(await staffProposalSchema.validate({ companyName: 'A', status: 'ACCEPTED' })).toMatchObject({
    status: 'accepted',
  });
  expect(await errorsOf(staffProposalSchema, { companyName: 'A', status: 'open' })).toEqual({
    status: BUSINESS_MESSAGES.proposalStatus,
  });
});

test('a backdated day is stored at noon in India; today before noon is stored as now', () => {
  expect(businessDateInstant('2024-01-31')?.toISOString()).toBe('2024-01-31T06:30:00.000Z');
  const morning = new Date('2026-03-05T01:00:00.000Z'); // 06:30 in India
  expect(todayInIndia(morning)).toBe('2026-03-05');
  expect(businessDateInstant('2026-03-05', morning)).toEqual(morning);
  const evening = new Date('2026-03-05T15:00:00.000Z'); // 20:30 in India
  expect(businessDateInstant('2026-03-05', evening)?.toISOString()).toBe('2026-03-05T06:30:00.000Z');
  // 23:00 UTC on the 5th is already the 6th in India.
  expect(todayInIndia(new Date('2026-03-05T23:00:00.000Z'))).toBe('2026-03-06');
});
