import { act, screen } from '@testing-library/react';
import { MESSAGES } from '../contract/messages';
import { loadPageText } from '../i18n/text';
import { renderWithProviders } from '../test/render-with-providers';
import { notify } from './notifications-slice';

test('a SPEC message, dispatched in English, is said in the page’s language; an app’s own text as it is', async () => {
  const { store } = renderWithProviders(<></>, { text: await loadPageText('ml') });
  act(() => {
    store.dispatch(notify('error', MESSAGES.userUpdateFailed));
    store.dispatch(notify('success', 'നിങ്ങളുടെ അക്കൗണ്ട് ഇല്ലാതാക്കി.'));
  });
  const errors = screen.getByRole('alert', { name: 'പിശകുകൾ' });
  expect(errors).toHaveTextContent('പ്രൊഫൈൽ അപ്ഡേറ്റ് ചെയ്യാനായില്ല. ദയവായി കുറച്ചുകഴിഞ്ഞ് വീണ്ടും ശ്രമിക്കുക.');
  expect(screen.getByRole('status', { name: 'സന്ദേശങ്ങൾ' })).toHaveTextContent('നിങ്ങളുടെ അക്കൗണ്ട് ഇല്ലാതാക്കി.');
  expect(screen.getAllByRole('button', { name: 'സന്ദേശം അടയ്ക്കുക' })).toHaveLength(2);
});
