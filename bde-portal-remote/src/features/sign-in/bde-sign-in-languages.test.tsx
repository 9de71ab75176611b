import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { loadPageText, TextProvider } from 'shared/i18n/text';
import { createAppStore } from 'shared/store/create-store';
import { renderWithProviders } from 'shared/test/render-with-providers';
import { englishLeftIn } from '../../app/portal-test-kit';
import { BdeSignIn } from './bde-sign-in';
import { BdeSignInPage } from './bde-sign-in-page';

// The portal's code is the shell's to load.
jest.mock('./portal-code', () => ({ fetchPortalCode: jest.fn(() => Promise.resolve()) }));

test('a Telugu page: /bdelogin in Telugu, its register link staying under /te/', async () => {
  renderWithProviders(<BdeSignInPage />, { route: '/bdelogin', text: await loadPageText('te') });
  expect(screen.getByRole('heading', { level: 1, name: 'BDE సైన్ ఇన్' })).toBeInTheDocument();
  expect(screen.getByText('బిజినెస్ డెవలప్‌మెంట్ ఎగ్జిక్యూటివ్‌లు తమ యూజర్ నేమ్‌తో సైన్ ఇన్ అవుతారు.')).toBeInTheDocument();
  expect(screen.getByLabelText(/^యూజర్ నేమ్/, { selector: 'input' })).toBeInTheDocument();
  // The password field's label, not the shared "Show password" box's, which is in Telugu too.
  expect(screen.getByLabelText(/^పాస్‌వర్డ్ \*/, { selector: 'input' })).toHaveAttribute('type', 'password');
  expect(screen.getByRole('checkbox', { name: 'పాస్‌వర్డ్ చూపించండి' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'సైన్ ఇన్' })).toBeInTheDocument();
  expect(screen.getByText(/కొత్త భాగస్వామా\?/)).toHaveTextContent('కొత్త భాగస్వామా? BDEగా నమోదు చేసుకోండి');
  expect(screen.getByRole('link', { name: 'BDEగా నమోదు చేసుకోండి' })).toHaveAttribute('href', '/te/bdeRegister');
  expect(englishLeftIn(document.body.textContent)).toEqual([]);
});

test('a Tamil page: the sign-in in the shell’s /login card, after registering, in Tamil', async () => {
  const text = await loadPageText('ta');
  render(
    <Provider store={createAppStore()}>
      <TextProvider text={text}>
        <MemoryRouter
          initialEntries={[
            { pathname: '/ta/login', state: { registeredBdeCode: 'BDE654321', userName: 'new.bde' } },
          ]}
          basename="/ta"
        >
          <BdeSignIn />
        </MemoryRouter>
      </TextProvider>
    </Provider>,
  );
  expect(screen.getByRole('heading', { level: 2, name: 'BDE உள்நுழைவு' })).toBeInTheDocument();
  expect(screen.getByText(/உங்கள் பதிவு முடிந்தது/)).toHaveTextContent(
    'உங்கள் பதிவு முடிந்தது. உங்கள் BDE குறியீடு BDE654321. நீங்கள் தேர்ந்தெடுத்த பயனர் பெயர், கடவுச்சொல்லைக் கொண்டு உள்நுழையுங்கள்.',
  );
  expect(screen.getByLabelText(/^பயனர் பெயர்/, { selector: 'input' })).toHaveValue('new.bde');
  expect(screen.getByRole('button', { name: 'உள்நுழை' })).toBeInTheDocument();
  expect(englishLeftIn(document.body.textContent)).toEqual([]);
});
