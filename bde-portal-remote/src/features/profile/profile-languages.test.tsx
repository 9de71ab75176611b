import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BdeErasureRequest } from 'shared/contract/bde-data-responses';
import { loadPageText } from 'shared/i18n/text';
import { fakeApi } from 'shared/test/fake-api';
import { dashboardAnswers, englishLeftIn, renderPortal } from '../../app/portal-test-kit';

const STATE_PATH = 'GET /api/BDEPortal/ErasureRequest?bdeCode=BDE240101';

const DECLINED: BdeErasureRequest = {
  status: 'declined',
  reason: '',
  requestedAt: '2026-03-04T20:00:00.000Z',
  handledAt: '2026-03-09T06:30:00.000Z',
  declineReason: null,
};

test('a Telugu page: the profile, its review state and "Your data" in Telugu, the date in Telugu', async () => {
  fakeApi({ ...dashboardAnswers(), [STATE_PATH]: { body: { request: null } } });
  renderPortal('/bdedetails/profile', undefined, { text: await loadPageText('te') });
  const panel = await screen.findByRole('region', { name: 'మీ వివరాలు' });
  expect(
    within(panel)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  ).toEqual([
    ['పూర్తి పేరు', 'Asha Devi Rao'],
    ['BDE కోడ్', 'BDE240101'],
    ['మొబైల్ నంబర్', '9848012301'],
    ['ఈమెయిల్', 'asha.rao@example.in'],
    ['రాష్ట్రం', 'Telangana'],
    ['జిల్లా', 'Hyderabad'],
    ['నమోదు తేదీ', '06, మార్చి 2024'],
    ['ఆధార్', 'XXXX XXXX 0101'],
    ['PAN', 'XXXXXX101A'],
  ]);
  expect(within(panel).getByText(/కంపెనీ మీ ఆధార్, PAN కాపీలను పరిశీలిస్తోంది/)).toHaveTextContent(
    'పత్రాల పరిశీలన జరుగుతోంది: కంపెనీ మీ ఆధార్, PAN కాపీలను పరిశీలిస్తోంది.',
  );
  const yourData = screen.getByRole('region', { name: 'మీ డేటా' });
  expect(within(yourData).getByRole('link', { name: 'నా డేటాను డౌన్‌లోడ్ చేయండి' })).toBeInTheDocument();
  const erase = within(yourData).getByRole('region', { name: 'మీ డేటాను తొలగించమని మమ్మల్ని కోరండి' });
  await userEvent.click(await within(erase).findByRole('button', { name: 'నా డేటాను తొలగించమని అభ్యర్థించండి…' }));
  const dialog = screen.getByRole('dialog', { name: 'మీ డేటాను తొలగించమని మమ్మల్ని కోరుతున్నారా?' });
  expect(within(dialog).getByRole('button', { name: 'అవును, అభ్యర్థన పంపండి' })).toBeInTheDocument();
  expect(englishLeftIn(document.body.textContent)).toEqual([]);
});

test('a Malayalam page: a declined erasure request, with its date, in Malayalam', async () => {
  fakeApi({ ...dashboardAnswers(), [STATE_PATH]: { body: { request: DECLINED } } });
  renderPortal('/bdedetails/profile', undefined, { text: await loadPageText('ml') });
  const yourData = await screen.findByRole('region', { name: 'നിങ്ങളുടെ ഡാറ്റ' });
  expect(await within(yourData).findByText(/താഴെ വീണ്ടും അപേക്ഷിക്കാം/)).toHaveTextContent(
    'അപേക്ഷ നിരസിച്ചു (2026 മാർ 09): കാരണം ഞങ്ങളോട് ചോദിക്കുക. താഴെ വീണ്ടും അപേക്ഷിക്കാം.',
  );
  expect(screen.getByRole('region', { name: 'നിങ്ങളുടെ വിവരങ്ങൾ' })).toBeInTheDocument();
  expect(englishLeftIn(document.body.textContent)).toEqual([]);
});
