// The user portal in Telugu and Hindi (issue 42): headings, labels and buttons in the page's language,
// the SPEC's messages translated where they are shown, and no English text of the portal's or of
// shared's left on the page.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PASSWORD_RESET_PATHS } from 'shared/contract/password-reset';
import sharedEnglish from 'shared/i18n/shared/en.json';
import { loadPageText, type PageText } from 'shared/i18n/text';
import { englishLeft, shownText } from 'shared/test/english-left';
import { fakeApi } from 'shared/test/fake-api';
import { UserPortal } from '../features/portal/user-portal';
import { UserSignIn } from '../features/sign-in/user-sign-in';
import { UserSignInPage } from '../features/sign-in/user-sign-in-page';
import { UserSignUpPage } from '../features/sign-up/user-sign-up-page';
import { renderAt } from '../test/render-at';
import userEnglish from './en.json';

let api: ReturnType<typeof fakeApi>;
afterEach(() => {
  api?.restore();
  window.history.replaceState(null, '', '/');
});

const ENGLISH = [...Object.keys(userEnglish), ...Object.keys(sharedEnglish)];
const englishOnPage = () => englishLeft(shownText(document.body), ENGLISH);
/** The field labelled exactly `text` (its required mark aside). */
const label = (text: string) =>
  screen.getByLabelText((content) => content.replace(/\s*\*$/, '').trim() === text);

/** The words a person sees, as a native speaker would say them (the JSON files, read back). */
const WORDS = {
  te: {
    signIn: 'సైన్ ఇన్ చేయండి',
    email: 'ఈమెయిల్ చిరునామా',
    password: 'పాస్‌వర్డ్',
    showPassword: 'పాస్‌వర్డ్ చూపించండి',
    forgot: 'పాస్‌వర్డ్ మర్చిపోయారా?',
    emailMeLink: 'రీసెట్ లింక్‌ను నాకు ఈమెయిల్ చేయండి',
    createAccount: 'ఖాతా సృష్టించండి',
    loginFailed: 'సైన్ ఇన్ విఫలమైంది',
    signUpTitle: 'మీ ఖాతాను సృష్టించండి',
    fullName: 'పూర్తి పేరు',
    atLeast8: 'కనీసం 8 అక్షరాలు ఉండాలి.',
    setNewPassword: 'కొత్త పాస్‌వర్డ్ సెట్ చేయండి',
    newPassword: 'కొత్త పాస్‌వర్డ్',
    setPassword: 'పాస్‌వర్డ్ సెట్ చేయండి',
    done: 'మీ పాస్‌వర్డ్ మార్చబడింది.',
    bdePage: 'BDE సైన్ ఇన్ పేజీ',
    dashboard: 'నా డాష్‌బోర్డ్',
    yourAccount: 'మీ ఖాతా',
    yourProfile: 'మీ ప్రొఫైల్',
    name: 'పేరు',
    profile: 'ప్రొఫైల్',
    updateProfile: 'ప్రొఫైల్ అప్‌డేట్ చేయండి',
    yourData: 'మీ డేటా',
    signOut: 'సైన్ అవుట్',
    currentPassword: 'ప్రస్తుత పాస్‌వర్డ్',
    saveChanges: 'మార్పులను సేవ్ చేయండి',
    deleteMyAccount: 'నా ఖాతాను తొలగించండి…',
    deleteForGood: 'మీ ఖాతాను శాశ్వతంగా తొలగించాలా?',
    keepAccount: 'వద్దు, నా ఖాతాను ఉంచండి',
    yourPassword: 'మీ పాస్‌వర్డ్',
  },
  hi: {
    signIn: 'साइन इन करें',
    email: 'ईमेल पता',
    password: 'पासवर्ड',
    showPassword: 'पासवर्ड दिखाएँ',
    forgot: 'पासवर्ड भूल गए?',
    emailMeLink: 'मुझे रीसेट लिंक ईमेल करें',
    createAccount: 'अकाउंट बनाएँ',
    loginFailed: 'साइन इन नहीं हो सका',
    signUpTitle: 'अपना अकाउंट बनाएँ',
    fullName: 'पूरा नाम',
    atLeast8: 'कम से कम 8 अक्षर।',
    setNewPassword: 'नया पासवर्ड सेट करें',
    newPassword: 'नया पासवर्ड',
    setPassword: 'पासवर्ड सेट करें',
    done: 'आपका पासवर्ड बदल दिया गया है।',
    bdePage: 'BDE साइन इन पेज',
    dashboard: 'मेरा डैशबोर्ड',
    yourAccount: 'आपका अकाउंट',
    yourProfile: 'आपकी प्रोफ़ाइल',
    name: 'नाम',
    profile: 'प्रोफ़ाइल',
    updateProfile: 'प्रोफ़ाइल अपडेट करें',
    yourData: 'आपका डेटा',
    signOut: 'साइन आउट करें',
    currentPassword: 'मौजूदा पासवर्ड',
    saveChanges: 'बदलाव सेव करें',
    deleteMyAccount: 'मेरा अकाउंट डिलीट करें…',
    deleteForGood: 'क्या आप अपना अकाउंट हमेशा के लिए डिलीट करना चाहते हैं?',
    keepAccount: 'रद्द करें, मेरा अकाउंट रहने दें',
    yourPassword: 'आपका पासवर्ड',
  },
};

const LANGUAGES = Object.keys(WORDS) as Array<keyof typeof WORDS>;

describe.each(LANGUAGES)('in %s', (language) => {
  const words = WORDS[language];
  let text: PageText;
  beforeAll(async () => {
    text = await loadPageText(language);
  });

  test('sign-in: heading, fields, buttons and links, and the forgotten-password form', async () => {
    api = fakeApi({});
    renderAt(<UserSignInPage />, { path: '/userlogin', text });
    expect(screen.getByRole('heading', { level: 1, name: words.signIn })).toBeInTheDocument();
    expect(label(words.email)).toHaveAttribute('name', 'EmailAddress');
    expect(label(words.password)).toHaveAttribute('name', 'Password');
    expect(screen.getByLabelText(words.showPassword)).toHaveAttribute('type', 'checkbox');
    expect(screen.getByRole('button', { name: words.signIn })).toHaveAttribute('type', 'submit');
    expect(screen.getByRole('link', { name: words.createAccount })).toHaveAttribute(
      'href',
      `/${language}/userSignup`,
    );
    expect(englishOnPage()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: words.forgot }));
    expect(screen.getByRole('button', { name: words.emailMeLink })).toBeInTheDocument();
    expect(englishOnPage()).toEqual([]);
  });

  test('sign-in: the SPEC’s "login failed" is said in the language', async () => {
    api = fakeApi({ 'POST /api/User/login': { status: 401, body: { title: 'Invalid email or password.' } } });
    renderAt(<UserSignIn />, { path: '/login', text });
    await userEvent.type(label(words.email), 'asha@example.com');
    await userEvent.type(label(words.password), 'a long passphrase');
    await userEvent.click(screen.getByRole('button', { name: words.signIn }));
    expect(await screen.findByText(words.loginFailed)).toBeInTheDocument();
    expect(englishOnPage()).toEqual([]);
  });

  test('sign-up: heading, fields with their hints, button and link', () => {
    api = fakeApi({});
    renderAt(<UserSignUpPage />, { path: '/userSignup', text });
    expect(screen.getByRole('heading', { level: 1, name: words.signUpTitle })).toBeInTheDocument();
    expect(label(words.fullName)).toHaveAttribute('name', 'Name');
    expect(label(words.email)).toHaveAttribute('name', 'EmailAddress');
    expect(label(words.password)).toHaveAccessibleDescription(expect.stringContaining(words.atLeast8));
    expect(screen.getByRole('button', { name: words.createAccount })).toHaveAttribute('type', 'submit');
    expect(screen.getByRole('link', { name: words.signIn })).toHaveAttribute(
      'href',
      `/${language}/userlogin`,
    );
    expect(englishOnPage()).toEqual([]);
  });

  test('password reset: the new password asked for, then the BDE told where to sign in', async () => {
    api = fakeApi({ [`POST ${PASSWORD_RESET_PATHS.reset}`]: { body: { kind: 'bde' } } });
    window.history.replaceState(null, '', '/login#reset=Tq3_x-9ZkLm0');
    renderAt(<UserSignIn />, { path: '/login', text });
    expect(await screen.findByRole('heading', { name: words.setNewPassword })).toBeInTheDocument();
    expect(englishOnPage()).toEqual([]);
    await userEvent.type(label(words.newPassword), 'a long new passphrase');
    await userEvent.click(screen.getByRole('button', { name: words.setPassword }));
    const notice = await screen.findByText(words.done, { exact: false });
    expect(within(notice).getByRole('link', { name: words.bdePage })).toHaveAttribute(
      'href',
      `/${language}/bdelogin`,
    );
    expect(englishOnPage()).toEqual([]);
  });

  describe('dashboard', () => {
    const auth = {
      authUser: { name: 'Asha Rao', role: 'user' as const, userId: 7, email: 'asha@example.com' },
    };
    const profile = { body: { username: 'Asha Rao', emailAddress: 'asha@example.com' } };
    const open = (screenPath: string) =>
      renderAt(<UserPortal />, {
        path: `/userDashboard/${screenPath}`,
        pattern: '/userDashboard/*',
        auth,
        text,
      });

    test('the profile: headings, the sidebar and its links', async () => {
      api = fakeApi({ 'GET /api/User/username/7': profile });
      open('userProfile');
      expect(screen.getByRole('heading', { level: 1, name: words.dashboard })).toBeInTheDocument();
      const sidebar = screen.getByRole('complementary', { name: words.yourAccount });
      expect(within(sidebar).getByRole('link', { name: words.profile })).toBeInTheDocument();
      expect(within(sidebar).getByRole('link', { name: words.yourData })).toBeInTheDocument();
      expect(within(sidebar).getByRole('button', { name: words.signOut })).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 2, name: words.yourProfile })).toBeInTheDocument();
      expect(await screen.findByText(words.name, { selector: 'dt' })).toBeInTheDocument();
      expect(screen.getAllByRole('link', { name: words.updateProfile })).toHaveLength(2);
      expect(englishOnPage()).toEqual([]);
    });

    test('the update form: its fields and button', async () => {
      api = fakeApi({ 'GET /api/User/username/7': profile });
      open('userupdate');
      expect(await screen.findByRole('button', { name: words.saveChanges })).toBeInTheDocument();
      await waitFor(() => expect(label(words.fullName)).toHaveValue('Asha Rao'));
      expect(label(words.currentPassword)).toHaveAttribute('name', 'CurrentPassword');
      expect(englishOnPage()).toEqual([]);
    });

    test('your data: the warning, and the dialog that asks before deleting', async () => {
      api = fakeApi({ 'GET /api/User/username/7': profile });
      open('yourData');
      expect(screen.getByRole('heading', { level: 2, name: words.yourData })).toBeInTheDocument();
      await userEvent.type(label(words.yourPassword), 'a long passphrase');
      await userEvent.click(screen.getByRole('button', { name: words.deleteMyAccount }));
      const dialog = await screen.findByRole('dialog', { name: words.deleteForGood });
      expect(within(dialog).getByRole('button', { name: words.keepAccount })).toHaveFocus();
      expect(englishOnPage()).toEqual([]);
    });
  });
});
