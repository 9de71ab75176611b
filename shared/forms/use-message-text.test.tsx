import { render, screen } from '@testing-library/react';
import { Formik } from 'formik';
import { bdeRegisterSchema } from '../contract/executive-schema';
import { MESSAGES } from '../contract/messages';
import { loadPageText, TextProvider, type PageText } from '../i18n/text';
import { FormField } from '../ui/form-field';
import { useMessageText } from './use-message-text';

// Noted on globalThis: the factory runs when the module is first required, maybe before this file's own code.
const KEY_MAP_LOADED = 'validationKeyMapLoaded';
const keyMapLoaded = () => (globalThis as Record<string, unknown>)[KEY_MAP_LOADED] === true;
jest.mock('../contract/validation-message', () => {
  (globalThis as Record<string, unknown>).validationKeyMapLoaded = true;
  return jest.requireActual<object>('../contract/validation-message');
});

function Shown({ message }: { message: string }) {
  const shown = useMessageText();
  return <p>{shown(message)}</p>;
}

const onPage = (text: PageText, message: string) =>
  render(
    <TextProvider text={text}>
      <Shown message={message} />
    </TextProvider>,
  );

const mobileError = () =>
  bdeRegisterSchema.validateAt('MobileNumber', { MobileNumber: '12345' }).then(
    () => '',
    (error: Error) => error.message,
  );

// First: once another language is loaded, the key map stays loaded for the rest of the file.
test('an English page shows the message as it is, without loading the key map', async () => {
  const english = await loadPageText('en');
  onPage(english, MESSAGES.required);
  render(<Shown message="Mobile number must be at least 10 digits." />);
  expect(screen.getByText('This field is required.')).toBeInTheDocument();
  expect(screen.getByText('Mobile number must be at least 10 digits.')).toBeInTheDocument();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(keyMapLoaded()).toBe(false);
});

test("another language's page shows a schema's message in that language, with its values", async () => {
  const telugu = await loadPageText('te');
  expect(keyMapLoaded()).toBe(true);
  const error = await mobileError();
  expect(error).toBe('Mobile number must be at least 10 digits.');
  render(
    <TextProvider text={telugu}>
      <Formik
        initialValues={{ MobileNumber: '12345' }}
        initialErrors={{ MobileNumber: error }}
        initialTouched={{ MobileNumber: true }}
        onSubmit={() => undefined}
      >
        <FormField name="MobileNumber" label="Mobile number" />
      </Formik>
    </TextProvider>,
  );
  expect(screen.getByText('మొబైల్ నంబర్ కనీసం 10 అంకెలు ఉండాలి.')).toBeInTheDocument();
  expect(screen.getByLabelText('Mobile number')).toHaveAccessibleDescription('మొబైల్ నంబర్ కనీసం 10 అంకెలు ఉండాలి.');
});

test("an API message with a value is shown with the value in the page's language", async () => {
  onPage(await loadPageText('hi'), 'Choose a district of Telangana.');
  expect(screen.getByText('Telangana का कोई ज़िला चुनें।')).toBeInTheDocument();
});

test('a message without a key is shown as it is', async () => {
  onPage(await loadPageText('ml'), 'Send this field once.');
  expect(screen.getByText('Send this field once.')).toBeInTheDocument();
});

test('a message whose key the language lacks is shown in English', async () => {
  const lacking: PageText = { language: 'ta', translate: () => (key) => key };
  onPage(lacking, MESSAGES.required);
  expect(await screen.findByText('This field is required.')).toBeInTheDocument();
});
