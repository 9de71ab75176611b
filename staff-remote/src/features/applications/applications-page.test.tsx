import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from 'shared/test/fake-api';
import { renderStaff } from '../../test/render-staff';
import { LIST_ITEM, OPENINGS } from './application-fixtures';
import { ApplicationsPage } from './applications-page';

const LIST = '/api/staff/applications';
const query = (path: string) => Object.fromEntries(new URL(path, 'http://x').searchParams);
const listCalls = (fake: ReturnType<typeof fakeApi>) =>
  fake
    .paths()
    .filter((path) => path.startsWith(`${LIST}?`))
    .map(query);

function open(
  at = '/staff/applications',
  items = [
    LIST_ITEM,
    {
      ...LIST_ITEM,
      id: 13,
      name: 'Bala',
      keepOnFile: false,
      stage: 'not selected' as const,
      experienceYears: 0,
    },
  ],
) {
  const fake = fakeApi({
    [`GET ${LIST}`]: { body: { items, next: null } },
    'GET /api/staff/application-openings': { body: OPENINGS },
  });
  renderStaff(<ApplicationsPage />, { at });
  return fake;
}

test('each application: the candidate (a link to it), the opening, city, experience, stage, when', async () => {
  const fake = open();
  const table = await screen.findByRole('table', { name: 'Applications' });
  const row = within(table)
    .getByRole('rowheader', { name: /Anjali Rao/ })
    .closest('tr')!;
  expect(within(row).getByRole('link', { name: 'Anjali Rao' })).toHaveAttribute(
    'href',
    '/staff/applications/12',
  );
  for (const text of [
    'anjali.rao@example.com',
    'Senior Frontend Developer',
    'Vizag',
    '4 years',
    'Screening',
    'Keep on file',
    '01 Jun 2026',
  ]) {
    expect(within(row).getByText(text)).toBeInTheDocument();
  }
  const other = within(table).getByRole('rowheader', { name: /Bala/ }).closest('tr')!;
  expect(within(other).getByText('Not selected')).toHaveClass('staff-badge--not-selected');
  expect(within(other).getByText('Less than a year')).toBeInTheDocument();
  // Each cell is labelled with its column, for the cards narrow screens draw.
  expect(within(row).getByText('Vizag').closest('td')).toHaveAttribute('data-label', 'City');
  expect(listCalls(fake)[0]).toEqual({ sort: 'createdAt', dir: 'desc', limit: '25' });
});

test('filters by opening and stage, searches, and offers the chosen opening as CSV', async () => {
  const user = userEvent.setup();
  const fake = open();
  await screen.findByRole('table', { name: 'Applications' });
  expect(screen.queryByRole('link', { name: /as CSV/ })).not.toBeInTheDocument();

  const opening = screen.getByRole('combobox', { name: 'Opening' });
  await waitFor(() =>
    expect(within(opening).getByRole('option', { name: '.NET Intern (closed)' })).toBeInTheDocument(),
  );
  await user.selectOptions(opening, 'Senior Frontend Developer');
  await waitFor(() => expect(listCalls(fake).at(-1)).toMatchObject({ openingId: '4' }));
  const csv = screen.getByRole('link', { name: 'Export this opening’s applications as CSV' });
  expect(csv).toHaveAttribute('href', '/api/staff/openings/4/applications.csv');
  expect(csv).toHaveAttribute('download');
  expect(
    screen.getByText(/All 7 applications to Senior Frontend Developer, at every stage/),
  ).toBeInTheDocument();

  await user.selectOptions(screen.getByRole('combobox', { name: 'Stage' }), 'Not selected');
  await waitFor(() =>
    expect(listCalls(fake).at(-1)).toMatchObject({ openingId: '4', stage: 'not selected' }),
  );
  await user.type(screen.getByRole('searchbox', { name: 'Search applications' }), 'vizag{Enter}');
  await waitFor(() =>
    expect(listCalls(fake).at(-1)).toMatchObject({ q: 'vizag', openingId: '4', stage: 'not selected' }),
  );
  expect(screen.getByTestId('location')).toHaveTextContent('openingId=4');
});

test('a link from the overview opens the list filtered; an empty one says nothing matches', async () => {
  const fake = open('/staff/applications?openingId=2&stage=new', []);
  expect(await screen.findByText('No applications match.')).toBeInTheDocument();
  expect(listCalls(fake)[0]).toMatchObject({ openingId: '2', stage: 'new' });
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Opening' })).toHaveValue('2'));
  expect(screen.getByRole('link', { name: /as CSV/ })).toHaveAttribute(
    'href',
    '/api/staff/openings/2/applications.csv',
  );
});

test('sorts by experience from the most, and by name', async () => {
  const user = userEvent.setup();
  const fake = open();
  await screen.findByRole('table', { name: 'Applications' });
  await user.click(screen.getByRole('button', { name: 'Experience' }));
  await waitFor(() => expect(listCalls(fake).at(-1)).toMatchObject({ sort: 'experienceYears', dir: 'desc' }));
  await user.click(screen.getByRole('button', { name: 'Candidate' }));
  await waitFor(() => expect(listCalls(fake).at(-1)).toMatchObject({ sort: 'name', dir: 'asc' }));
});
