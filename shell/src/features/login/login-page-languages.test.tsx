import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadPageText } from 'shared/i18n/text';
import { englishLeft, shownText } from 'shared/test/english-left';
import { renderWithProviders } from 'shared/test/render-with-providers';
import shellEnglish from '../../i18n/en.json';
import { LoginPage } from './login-page';

// The remotes' forms are tested in their own workspaces (user-portal-remote/src/i18n/); here each is a
// stand-in without words.
jest.mock('../../federation/remote-page', () => ({
  RemotePage: ({ module }: { module: string }) => <input name={module} />,
}));

const WORDS = {
  te: {
    title: 'సైన్ ఇన్ చేయండి లేదా ఖాతా సృష్టించండి',
    tabs: 'యూజర్ ఖాతా',
    signIn: 'సైన్ ఇన్',
    signUp: 'సైన్ అప్',
    createAccount: 'ఖాతా సృష్టించండి',
    signInInstead: 'బదులుగా సైన్ ఇన్ చేయండి',
    registerBde: 'BDEగా నమోదు చేసుకోండి',
  },
  ta: {
    title: 'உள்நுழையவும் அல்லது கணக்கை உருவாக்கவும்',
    tabs: 'பயனர் கணக்கு',
    signIn: 'உள்நுழைக',
    signUp: 'பதிவுசெய்க',
    createAccount: 'கணக்கை உருவாக்கவும்',
    signInInstead: 'பதிலாக உள்நுழையவும்',
    registerBde: 'BDE ஆகப் பதிவுசெய்யவும்',
  },
};

test.each(Object.keys(WORDS) as Array<keyof typeof WORDS>)(
  '/%s/login: the heading, the flip card’s tabs and switches, and the BDE link are translated',
  async (language) => {
    const words = WORDS[language];
    renderWithProviders(<LoginPage />, { route: '/login', text: await loadPageText(language) });
    expect(screen.getByRole('heading', { level: 1, name: words.title })).toBeInTheDocument();
    const tabs = screen.getByRole('tablist', { name: words.tabs });
    expect(within(tabs).getByRole('tab', { name: words.signIn })).toHaveAttribute('aria-selected', 'true');
    expect(within(tabs).getByRole('tab', { name: words.signUp })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: words.registerBde })).toHaveAttribute(
      'href',
      `/${language}/bdeRegister`,
    );
    expect(englishLeft(shownText(document.body), Object.keys(shellEnglish))).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: words.createAccount }));
    expect(within(tabs).getByRole('tab', { name: words.signUp })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: words.signInInstead })).toBeInTheDocument();
  },
);
