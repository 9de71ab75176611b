import { screen, within } from '@testing-library/react';
import type { BdeMessagesResponse } from 'shared/contract/bde-inbox-responses';
import { BDE_INBOX_PATHS } from 'shared/contract/earnings';
import { fakeApi } from 'shared/test/fake-api';
import { englishLeft, renderIn } from '../../i18n/work/work-text-test-kit';
import { MessagesPage } from './messages-page';

const CODE = 'BDE240101';
const CONVERSATION: BdeMessagesResponse = {
  unread: 0,
  items: [
    { id: 4, from: 'partner', text: 'నా చెల్లింపు ఎప్పుడు?', readAt: null, createdAt: '2026-11-20T05:00:00.000Z' },
    {
      id: 7,
      from: 'office',
      text: '7వ తేదీన.',
      readAt: '2026-11-21T06:00:00.000Z',
      createdAt: '2026-11-21T05:00:00.000Z',
    },
  ],
};

test('messages in Telugu: who wrote each, when (India time, in Telugu), and the reply form', async () => {
  fakeApi({ [`GET ${BDE_INBOX_PATHS.messages(CODE)}`]: { body: CONVERSATION } });
  const { container } = await renderIn('te', <MessagesPage />);
  expect(screen.getByRole('heading', { level: 2, name: 'సందేశాలు' })).toBeInTheDocument();
  const list = await screen.findByRole('list', { name: 'ఆఫీసుతో సంభాషణ, పాతవి ముందు' });
  const items = within(list).getAllByRole('listitem');
  expect(items[0]).toHaveTextContent('మీరు 20, నవం 2026 10:30 AM IST');
  expect(items[1]).toHaveTextContent(/^ఆఫీసు /);
  expect(screen.getByRole('heading', { level: 3, name: 'ఆఫీసుకు రాయండి' })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: /మీ సందేశం/ })).toHaveAccessibleDescription(
    /ఆఫీసు నుంచి సమాధానం ఇక్కడే వస్తుంది\./,
  );
  expect(screen.getByRole('button', { name: 'పంపండి' })).toBeInTheDocument();
  expect(englishLeft(container, 'te')).toEqual([]);
});

test('no messages yet, in Telugu', async () => {
  fakeApi({ [`GET ${BDE_INBOX_PATHS.messages(CODE)}`]: { body: { unread: 0, items: [] } } });
  await renderIn('te', <MessagesPage />);
  expect(
    await screen.findByText('ఇంకా సందేశాలు లేవు. కింద ఆఫీసుకు రాయండి: వారు ఇక్కడే సమాధానం ఇస్తారు.'),
  ).toBeInTheDocument();
});
