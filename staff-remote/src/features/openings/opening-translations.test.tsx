import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STAFF_PATHS } from 'shared/contract/staff';
import type { StaffOpeningResponse } from 'shared/contract/staff-opening-responses';
import { OPENING_TRANSLATION_MESSAGES } from 'shared/contract/staff-opening-translation-schema';
import { fakeApi } from 'shared/test/fake-api';
import { renderStaff, TEST_RECRUITER } from '../../test/render-staff';
import { CLOSED, DRAFT, PUBLISHED } from './opening-fixtures';
import { OpeningPage } from './opening-page';

const HINDI = {
  language: 'hi' as const,
  title: 'सीनियर फ्रंटएंड डेवलपर',
  city: 'हैदराबाद',
  description: 'फ्रंटएंड का नेतृत्व करें।',
  requirements: '- React में 3 से 5 साल',
  updatedAt: '2026-03-06T05:00:00.000Z',
};
const WITH_HINDI: StaffOpeningResponse = { ...PUBLISHED, translations: [HINDI] };

const one = (opening: StaffOpeningResponse) => `GET ${STAFF_PATHS.opening({ openingId: opening.id })}`;
const saveIn = (opening: StaffOpeningResponse, language: string) =>
  STAFF_PATHS.openingTranslation({ openingId: opening.id, language });
const removeIn = (opening: StaffOpeningResponse, language: string) =>
  STAFF_PATHS.openingTranslationRemove({ openingId: opening.id, language });
const errorOf = (control: HTMLElement) =>
  document.getElementById(control.getAttribute('aria-describedby')?.split(' ').at(-1) ?? '')?.textContent;
const field = (name: RegExp) => screen.getByLabelText(name);

function openPage(opening: StaffOpeningResponse) {
  return renderStaff(<OpeningPage />, {
    at: `/staff/openings/${opening.id}`,
    route: '/staff/openings/:openingId',
    member: TEST_RECRUITER,
  });
}

async function languages() {
  return within(await screen.findByRole('region', { name: 'Other languages' }));
}

test('each of the five languages, named in English and in its own script, with whether it has texts', async () => {
  fakeApi({ [one(WITH_HINDI)]: { body: WITH_HINDI } });
  openPage(WITH_HINDI);
  const section = await languages();
  const items = section.getAllByRole('listitem');
  expect(items.map((item) => item.querySelector('h3')?.textContent)).toEqual([
    'Telugu (తెలుగు)',
    'Hindi (हिन्दी)',
    'Tamil (தமிழ்)',
    'Kannada (ಕನ್ನಡ)',
    'Malayalam (മലയാളം)',
  ]);
  expect(section.getByText('తెలుగు')).toHaveAttribute('lang', 'te');
  expect(items[0]).toHaveTextContent('Not added: the page shows the English text.');
  expect(items[1]).toHaveTextContent(/Added\. Last changed 06 Mar 2026/);
  expect(section.getByRole('button', { name: 'Add the Telugu text' })).toBeInTheDocument();
  expect(section.getByRole('button', { name: 'Edit the Hindi text' })).toBeInTheDocument();
  expect(section.getByRole('button', { name: 'Remove the Hindi text' })).toBeInTheDocument();
  expect(section.queryByRole('button', { name: 'Remove the Telugu text' })).toBeNull();
});

test('adding a language: each empty text marked under its field, then the four texts sent to its address', async () => {
  const user = userEvent.setup();
  const saved = { ...DRAFT, translations: [{ ...HINDI, language: 'te' as const, title: 'ఇంటర్న్' }] };
  const api = fakeApi({
    [one(DRAFT)]: [{ body: DRAFT }, { body: saved }],
    [`POST ${saveIn(DRAFT, 'te')}`]: { body: saved },
  });
  openPage(DRAFT);
  await user.click((await languages()).getByRole('button', { name: 'Add the Telugu text' }));
  const form = screen.getByRole('form', { name: 'Telugu text' });
  expect(field(/^Title in Telugu/)).toHaveFocus();
  expect(field(/^Title in Telugu/)).toHaveAttribute('lang', 'te');
  expect(within(form).getByText(`In English: ${DRAFT.title}`)).toBeInTheDocument();

  await user.click(within(form).getByRole('button', { name: 'Save the Telugu text' }));
  await waitFor(() => expect(field(/^Title in Telugu/)).toHaveAttribute('aria-invalid', 'true'));
  for (const name of [
    /^Title in Telugu/,
    /^City in Telugu/,
    /^Description in Telugu/,
    /^Requirements in Telugu/,
  ]) {
    expect(errorOf(field(name))).toBe('This field is required.');
  }
  expect(field(/^Title in Telugu/)).toHaveFocus();
  expect(within(form).getByRole('alert')).toHaveTextContent(
    'Nothing was saved. Check the fields marked below.',
  );
  expect(api.requestsTo(saveIn(DRAFT, 'te'))).toHaveLength(0);

  await user.type(field(/^Title in Telugu/), 'ఇంటర్న్');
  await user.type(field(/^City in Telugu/), 'హైదరాబాద్');
  await user.type(field(/^Description in Telugu/), 'నేర్చుకోండి.{Enter}{Enter}- కోడ్ రాయండి');
  await user.type(field(/^Requirements in Telugu/), '- C#');
  await user.click(within(form).getByRole('button', { name: 'Save the Telugu text' }));
  expect(await screen.findByText('Saved.')).toBeInTheDocument();
  expect(api.jsonOf(saveIn(DRAFT, 'te'))).toEqual({
    title: 'ఇంటర్న్',
    city: 'హైదరాబాద్',
    description: 'నేర్చుకోండి.\n\n- కోడ్ రాయండి',
    requirements: '- C#',
  });
  // The form closes; the language's button has the focus again and says it can be edited.
  await waitFor(() => expect(screen.queryByRole('form', { name: 'Telugu text' })).toBeNull());
  expect(await screen.findByRole('button', { name: 'Edit the Telugu text' })).toHaveFocus();
});

test("editing a language starts from its saved texts; the API's refusal goes on the field it names", async () => {
  const user = userEvent.setup();
  const tooLong = 'At most 120 characters.';
  fakeApi({
    [one(WITH_HINDI)]: { body: WITH_HINDI },
    [`POST ${saveIn(WITH_HINDI, 'hi')}`]: {
      status: 400,
      body: { title: 'Some fields are not valid.', status: 400, errors: { title: [tooLong] } },
    },
  });
  openPage(WITH_HINDI);
  await user.click((await languages()).getByRole('button', { name: 'Edit the Hindi text' }));
  expect(field(/^Title in Hindi/)).toHaveValue(HINDI.title);
  expect(field(/^Requirements in Hindi/)).toHaveValue(HINDI.requirements);
  await user.type(field(/^City in Hindi/), ' शहर');
  await user.click(screen.getByRole('button', { name: 'Save the Hindi text' }));
  await waitFor(() => expect(errorOf(field(/^Title in Hindi/))).toBe(tooLong));
  expect(field(/^Title in Hindi/)).toHaveAttribute('aria-invalid', 'true');

  // Cancel closes the form, nothing else sent.
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('form', { name: 'Hindi text' })).toBeNull();
  expect(screen.getByRole('button', { name: 'Edit the Hindi text' })).toHaveFocus();
});

test('removing a language asks first, then the page in it shows the English again', async () => {
  const user = userEvent.setup();
  const api = fakeApi({
    [one(WITH_HINDI)]: [{ body: WITH_HINDI }, { body: PUBLISHED }],
    [`POST ${removeIn(WITH_HINDI, 'hi')}`]: { body: PUBLISHED },
  });
  openPage(WITH_HINDI);
  await user.click((await languages()).getByRole('button', { name: 'Remove the Hindi text' }));
  const dialog = screen.getByRole('dialog', { name: 'Remove the Hindi text?' });
  expect(dialog).toHaveTextContent(
    `The careers page in Hindi will show the English text of “${PUBLISHED.title}” instead.`,
  );
  await user.click(within(dialog).getByRole('button', { name: 'Remove the Hindi text' }));
  expect(
    await screen.findByText('Removed. The Hindi careers page shows the English text now.'),
  ).toBeInTheDocument();
  expect(api.requestsTo(removeIn(WITH_HINDI, 'hi'), 'POST')).toHaveLength(1);
  expect(await screen.findByRole('button', { name: 'Add the Hindi text' })).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('a refused removal is said in the dialog, which stays open', async () => {
  const user = userEvent.setup();
  fakeApi({
    [one(WITH_HINDI)]: { body: WITH_HINDI },
    [`POST ${removeIn(WITH_HINDI, 'hi')}`]: {
      status: 404,
      body: { title: OPENING_TRANSLATION_MESSAGES.notFound, status: 404 },
    },
  });
  openPage(WITH_HINDI);
  await user.click((await languages()).getByRole('button', { name: 'Remove the Hindi text' }));
  const dialog = screen.getByRole('dialog', { name: 'Remove the Hindi text?' });
  await user.click(within(dialog).getByRole('button', { name: 'Remove the Hindi text' }));
  expect(await within(dialog).findByText(OPENING_TRANSLATION_MESSAGES.notFound)).toBeInTheDocument();
});

test('a closed opening shows its languages but offers no change until reopened', async () => {
  const closed = { ...CLOSED, translations: [HINDI] };
  fakeApi({ [one(closed)]: { body: closed } });
  openPage(closed);
  const section = await languages();
  expect(
    section.getByText('This opening is closed. Reopen it as a draft to change its texts.'),
  ).toBeInTheDocument();
  expect(section.queryAllByRole('button')).toEqual([]);
  expect(section.getAllByRole('listitem')[1]).toHaveTextContent(/Added/);
});
