import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test/render-with-providers';
import { notify } from './notifications-slice';

test('two live regions exist, empty, from the first render: errors as an alert, the rest as a status', () => {
  renderWithProviders(<p>page</p>);
  const errors = screen.getByRole('alert', { name: 'Errors' });
  const messages = screen.getByRole('status', { name: 'Messages' });
  expect(errors).toBeEmptyDOMElement();
  expect(messages).toBeEmptyDOMElement();
  // The Nu HTML checker refuses role="alert" or role="status" on a list: the regions are divs.
  expect(errors.tagName).toBe('DIV');
  expect(messages.tagName).toBe('DIV');
  expect(document.querySelector('ul[role], ol[role]')).toBeNull();
});

test('messages are plain list items in their region, and can be dismissed', async () => {
  const { store } = renderWithProviders(<p>page</p>);
  act(() => {
    store.dispatch(notify('error', 'That did not work.'));
    store.dispatch(notify('success', 'Saved.'));
    store.dispatch(notify('info', 'By the way.'));
  });
  const errors = screen.getByRole('alert', { name: 'Errors' });
  const messages = screen.getByRole('status', { name: 'Messages' });
  expect(
    within(errors)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['That did not work.×']);
  expect(within(messages).getByRole('list')).not.toHaveAttribute('role');
  expect(within(messages).getAllByRole('listitem')).toHaveLength(2);

  await userEvent.click(within(errors).getByRole('button', { name: 'Dismiss message' }));
  expect(errors).toBeEmptyDOMElement();
  expect(within(messages).getAllByRole('listitem')).toHaveLength(2);
});
