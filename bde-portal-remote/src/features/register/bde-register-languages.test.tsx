import { screen, waitFor, within } from '@testing-library/react';
import { loadPageText } from 'shared/i18n/text';
import { englishLeftIn } from '../../app/portal-test-kit';
import { BDE_NAMESPACE } from '../../i18n/bde-text';
import { describeRegisterFailure } from './register-failure';
import { field, registerServer, renderRegister } from './register-test-kit';

jest.setTimeout(30_000);

let server: ReturnType<typeof registerServer>;
beforeEach(() => {
  server = registerServer();
});
afterEach(() => server.restore());

test('a Telugu page: the registration form, its pin-code lookup and the partner terms in Telugu', async () => {
  const { user } = renderRegister(await loadPageText('te'));
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('బిజినెస్ డెవలప్‌మెంట్ ఎగ్జిక్యూటివ్‌గా నమోదు చేసుకోండి');
  expect(screen.getByRole('heading', { name: 'మీ ఆధార్, PAN ఎందుకు అడుగుతున్నాం' })).toBeInTheDocument();
  for (const legend of ['ఖాతా', 'వ్యక్తిగత వివరాలు', 'గుర్తింపు పత్రాలు', 'చిరునామా', 'రిఫరల్'])
    expect(screen.getByRole('group', { name: legend })).toBeInTheDocument();
  expect(field(/^ఆధార్ నంబర్/)).toHaveAccessibleDescription(
    expect.stringContaining('12 అంకెలు. ఎన్‌క్రిప్ట్ చేసి భద్రపరుస్తాం, XXXX XXXX 1234 లాగా చూపిస్తాం.'),
  );
  expect(screen.getByRole('option', { name: 'మీ రాష్ట్రాన్ని ఎంచుకోండి' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'నమోదు చేసుకోండి' })).toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: /BDE భాగస్వామి నిబంధనలు, గోప్యతా ప్రకటన/ })).toBeInTheDocument();

  await user.type(field(/^పిన్ కోడ్/), '500016');
  expect(await screen.findByRole('status', { name: 'పిన్ కోడ్ వెతుకులాట' })).toHaveTextContent(
    'పిన్ కోడ్ 500016 Telangana రాష్ట్రంలోని Hyderabad జిల్లాలో ఉంది. మీ ప్రాంతాన్ని ఎంచుకోండి.',
  );
  await user.clear(field(/^పిన్ కోడ్/));
  await user.type(field(/^పిన్ కోడ్/), '400001');
  await waitFor(() =>
    expect(screen.getByRole('status', { name: 'పిన్ కోడ్ వెతుకులాట' })).toHaveTextContent(
      'పిన్ కోడ్ 400001 Maharashtra రాష్ట్రంలో ఉంది. నమోదు Andhra Pradesh, Telangana, Tamil Nadu, Kerala మరియు Karnataka రాష్ట్రాల్లో మాత్రమే అందుబాటులో ఉంది.',
    ),
  );

  await user.click(screen.getByRole('button', { name: 'నిబంధనలు చదవండి' }));
  const dialog = screen.getByRole('dialog', { name: 'BDE భాగస్వామి నిబంధనలు' });
  expect(within(dialog).getAllByRole('listitem')[2]).toHaveTextContent(
    'మీ BDE కోడ్ మీది మాత్రమే. మీరు పరిచయం చేసినవారు నమోదు చేసుకునేటప్పుడు దాన్ని ఇస్తారు, మీ కింది బృందంలో భాగమవుతారు.',
  );
  expect(within(dialog).getByRole('link', { name: /^సేవా నిబంధనలు/ })).toBeInTheDocument();
  expect(englishLeftIn(document.body.textContent)).toEqual([]);
  await user.click(within(dialog).getByRole('button', { name: 'నిబంధనలను అంగీకరిస్తున్నాను' }));
  expect(screen.getByRole('checkbox', { name: /BDE భాగస్వామి నిబంధనలు/ })).toBeChecked();
});

test('a Hindi page: the registration form in Hindi', async () => {
  renderRegister(await loadPageText('hi'));
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
    'बिज़नेस डेवलपमेंट एग्ज़ीक्यूटिव के रूप में पंजीकरण करें',
  );
  expect(screen.getByRole('group', { name: 'पहचान दस्तावेज़' })).toBeInTheDocument();
  expect(field(/^जन्म तिथि/)).toHaveAccessibleDescription(
    expect.stringContaining('आपकी उम्र कम से कम 18 साल होनी चाहिए।'),
  );
  expect(screen.getByRole('link', { name: 'साइन इन करें' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'पंजीकरण करें' })).toBeInTheDocument();
  expect(englishLeftIn(document.body.textContent)).toEqual([]);
});

test('a refused registration names its fields in the page’s language, the server’s words as sent', async () => {
  const t = (await loadPageText('ta')).translate(BDE_NAMESPACE);
  const error = {
    status: 400,
    data: {
      title: 'Some fields are not valid.',
      status: 400,
      errors: { RefferedByBdecode: ['No BDE has this code.'] },
    },
  };
  expect(describeRegisterFailure(error, t).detail).toBe(
    'இந்தப் புலத்தைச் சரிபாருங்கள். அறிமுகப்படுத்தியவர் (BDE குறியீடு): No BDE has this code.',
  );
  expect(describeRegisterFailure(error).detail).toBe(
    'Please check this field. Referred by (BDE code): No BDE has this code.',
  );
});
