import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MESSAGES } from '../contract/messages';
import { PASSWORD_RESET_PATHS } from '../contract/password-reset';
import sharedEnglish from '../i18n/shared/en.json';
import { loadPageText, type PageText } from '../i18n/text';
import { englishLeft, shownText } from '../test/english-left';
import { fakeApi } from '../test/fake-api';
import { renderWithProviders } from '../test/render-with-providers';
import { ForgotPasswordForm } from './forgot-password-form';

let api: ReturnType<typeof fakeApi>;
afterEach(() => api?.restore());

function Harness({ kind }: { kind: 'user' | 'bde' }) {
  const [open, setOpen] = useState(false);
  return <ForgotPasswordForm kind={kind} open={open} onToggle={setOpen} />;
}

const WORDS = {
  te: {
    forgot: 'పాస్‌వర్డ్ మర్చిపోయారా?',
    userField: 'మీ ఖాతా ఈమెయిల్ చిరునామా',
    bdeField: 'యూజర్ నేమ్ లేదా ఈమెయిల్ చిరునామా',
    send: 'రీసెట్ లింక్‌ను నాకు ఈమెయిల్ చేయండి',
    sent: 'అది 30 నిమిషాల పాటు, ఒక్కసారి మాత్రమే పనిచేస్తుంది.',
    tooMany: 'చాలా సార్లు ప్రయత్నించారు.',
  },
  kn: {
    forgot: 'ಪಾಸ್‌ವರ್ಡ್ ಮರೆತಿರಾ?',
    userField: 'ನಿಮ್ಮ ಖಾತೆಯ ಇಮೇಲ್ ವಿಳಾಸ',
    bdeField: 'ಬಳಕೆದಾರ ಹೆಸರು ಅಥವಾ ಇಮೇಲ್ ವಿಳಾಸ',
    send: 'ರೀಸೆಟ್ ಲಿಂಕ್ ಅನ್ನು ನನಗೆ ಇಮೇಲ್ ಮಾಡಿ',
    sent: 'ಅದು 30 ನಿಮಿಷಗಳವರೆಗೆ, ಒಮ್ಮೆ ಮಾತ್ರ ಕೆಲಸ ಮಾಡುತ್ತದೆ.',
    tooMany: 'ಹಲವು ಬಾರಿ ಪ್ರಯತ್ನಿಸಲಾಗಿದೆ.',
  },
};

describe.each(Object.keys(WORDS) as Array<keyof typeof WORDS>)('in %s', (language) => {
  const words = WORDS[language];
  let text: PageText;
  beforeAll(async () => {
    text = await loadPageText(language);
  });
  const englishOnPage = () => englishLeft(shownText(document.body), Object.keys(sharedEnglish));
  const field = (name: string) =>
    screen.getByLabelText((content) => content.replace(/\s*\*$/, '').trim() === name);

  test('a user’s form: button, field, intro and the answer, in the language', async () => {
    api = fakeApi({ [`POST ${PASSWORD_RESET_PATHS.user}`]: { status: 202, body: {} } });
    renderWithProviders(<Harness kind="user" />, { text });
    await userEvent.click(screen.getByRole('button', { name: words.forgot }));
    await userEvent.type(field(words.userField), 'asha@example.com');
    expect(englishOnPage()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: words.send }));
    expect(await screen.findByText(words.sent, { exact: false })).toBeInTheDocument();
    expect(englishOnPage()).toEqual([]);
  });

  test('a BDE’s form, and the SPEC’s "too many attempts" said in the language', async () => {
    api = fakeApi({
      [`POST ${PASSWORD_RESET_PATHS.bde}`]: { status: 429, body: { title: MESSAGES.tooManyAttempts } },
    });
    renderWithProviders(<Harness kind="bde" />, { text });
    await userEvent.click(screen.getByRole('button', { name: words.forgot }));
    await userEvent.type(field(words.bdeField), 'kiran');
    await userEvent.click(screen.getByRole('button', { name: words.send }));
    const panel = screen.getByRole('button', { name: words.forgot }).nextElementSibling as HTMLElement;
    expect(await within(panel).findByText(words.tooMany, { exact: false })).toBeInTheDocument();
    expect(englishOnPage()).toEqual([]);
  });
});
