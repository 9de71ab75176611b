import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MAX_OVERRIDE_LEVELS, STAFF_EARNINGS_PATHS } from 'shared/contract/earnings';
import { todayInIndia } from 'shared/contract/staff-business-schema';
import { EARNINGS_MESSAGES } from 'shared/contract/staff-earnings-schema';
import { fakeApi } from 'shared/test/fake-api';
import { renderStaff, TEST_ADMIN } from '../../test/render-staff';
import { FIRST_PLAN, PLAN } from '../../ui/earnings/earnings-fixtures';
import { CommissionPlanPage } from './commission-plan-page';

const PLANS = STAFF_EARNINGS_PATHS.commissionPlans;
const open = () => renderStaff(<CommissionPlanPage />, { at: '/staff/commission-plan', member: TEST_ADMIN });
const posted = (api: ReturnType<typeof fakeApi>, index = 0) =>
  api.sent().filter((call) => call.method === 'POST')[index]?.body;

test('the plan in force and every version: effective date, direct %, overrides by level, note, who set it', async () => {
  fakeApi({ [`GET ${PLANS}`]: { body: { current: PLAN, history: [PLAN, FIRST_PLAN] } } });
  open();
  const inForce = await screen.findByRole('region', { name: 'In force' });
  expect(inForce).toHaveTextContent('Since01 Oct 2026');
  expect(inForce).toHaveTextContent('Direct10%');
  expect(inForce).toHaveTextContent('OverridesLevel 1 override: 2%; Level 2 override: 1%');
  expect(inForce).toHaveTextContent('Set byArjun Mehta on 28 Aug 2026');
  const table = screen.getByRole('table', { name: 'Plan versions' });
  const row = (date: string) =>
    [...within(table).getByRole('rowheader', { name: date }).closest('tr')!.querySelectorAll('td')].map(
      (cell) => cell.textContent,
    );
  expect(row('01 Oct 2026')).toEqual([
    '10%',
    'Level 1 override: 2%; Level 2 override: 1%',
    'Board decision of 20 Sep 2026',
    'Arjun Mehta, 28 Aug 2026',
  ]);
  expect(row('01 Apr 2024').slice(0, 2)).toEqual(['8%', 'None']);
});

test('a new version starts from the one in force; levels are added up to the most and removed', async () => {
  const user = userEvent.setup();
  const api = fakeApi({
    [`GET ${PLANS}`]: { body: { current: PLAN, history: [PLAN] } },
    [`POST ${PLANS}`]: { status: 201, body: { ...PLAN, id: 3, effectiveFrom: todayInIndia() } },
  });
  open();
  const form = await screen.findByRole('form', { name: 'New version' });
  expect(within(form).getByRole('textbox', { name: /Direct %/ })).toHaveValue('10');
  expect(within(form).getByRole('textbox', { name: /Level 2 override %/ })).toHaveValue('1');
  const add = within(form).getByRole('button', { name: 'Add level 3' });
  for (let level = 3; level <= MAX_OVERRIDE_LEVELS; level += 1) {
    await user.click(within(form).getByRole('button', { name: `Add level ${level}` }));
    await user.type(
      within(form).getByRole('textbox', { name: new RegExp(`Level ${level} override`) }),
      '0.5',
    );
  }
  expect(add).toBeDisabled();
  await user.click(within(form).getByRole('button', { name: `Remove level ${MAX_OVERRIDE_LEVELS}` }));
  expect(within(form).getByRole('button', { name: `Add level ${MAX_OVERRIDE_LEVELS}` })).toBeEnabled();

  // The note is required: said beside it, nothing sent.
  await user.click(within(form).getByRole('button', { name: 'Save the new version' }));
  const note = within(form).getByRole('textbox', { name: /Note/ });
  expect(note).toHaveAttribute('aria-invalid', 'true');
  expect(note).toHaveFocus();
  expect(posted(api)).toBeUndefined();

  await user.type(note, 'Deeper overrides from the partner meeting');
  await user.click(within(form).getByRole('button', { name: 'Save the new version' }));
  await waitFor(() =>
    expect(posted(api)).toEqual({
      effectiveFrom: todayInIndia(),
      directPercent: '10',
      overridePercents: ['2', '1', '0.5', '0.5'],
      note: 'Deeper overrides from the partner meeting',
    }),
  );
  expect(await screen.findByText(/The plan from .* is saved\./)).toBeInTheDocument();
});

test('percentages over 100% in all are refused on the direct field; the API’s refusal of a level is said', async () => {
  const user = userEvent.setup();
  const api = fakeApi({
    [`GET ${PLANS}`]: { body: { current: null, history: [] } },
    [`POST ${PLANS}`]: {
      status: 400,
      body: {
        title: 'Check the fields.',
        status: 400,
        errors: { 'overridePercents[1]': ['Too high for level 2.'] },
      },
    },
  });
  open();
  expect(await screen.findByText(/No plan is in force/)).toBeInTheDocument();
  expect(screen.getByText('No plan has been set yet.')).toBeInTheDocument();
  const form = screen.getByRole('form', { name: 'New version' });
  const direct = within(form).getByRole('textbox', { name: /Direct %/ });
  await user.type(direct, '50');
  for (const [index, percent] of ['20', '20', '10.01'].entries()) {
    await user.click(within(form).getByRole('button', { name: `Add level ${index + 1}` }));
    await user.type(within(form).getByRole('textbox', { name: `Level ${index + 1} override %` }), percent);
  }
  await user.type(within(form).getByRole('textbox', { name: /Note/ }), 'First plan');
  await user.click(within(form).getByRole('button', { name: 'Save the new version' }));
  expect(direct).toHaveAccessibleDescription(expect.stringContaining(EARNINGS_MESSAGES.totalTooLarge));
  expect(posted(api)).toBeUndefined();

  const level3 = within(form).getByRole('textbox', { name: /Level 3 override %/ });
  await user.clear(level3);
  await user.type(level3, '10');
  await user.click(within(form).getByRole('button', { name: 'Save the new version' }));
  expect(await within(form).findByText('Too high for level 2.')).toBeInTheDocument();
  expect(posted(api)).toMatchObject({ directPercent: '50', overridePercents: ['20', '20', '10'] });
});
