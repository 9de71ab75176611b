import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from 'shared/test/render-with-providers';
import { loadRemoteComponent } from './remote-loader';
import { RemotePage } from './remote-page';

jest.mock('./remote-loader', () => ({ loadRemoteComponent: jest.fn() }));

beforeEach(() => {
  jest.mocked(loadRemoteComponent).mockReset();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

test('shows the remote module once it has loaded', async () => {
  jest.mocked(loadRemoteComponent).mockResolvedValue({ default: () => <p>remote content</p> });
  renderWithProviders(<RemotePage remote="marketing" module="CareersPage" />);
  expect(await screen.findByText('remote content')).toBeInTheDocument();
});

test('a remote that fails shows a message with Retry, and Retry loads it afresh', async () => {
  jest
    .mocked(loadRemoteComponent)
    .mockRejectedValueOnce(new Error('remoteEntry.js 404'))
    .mockResolvedValueOnce({ default: () => <p>back again</p> });
  renderWithProviders(<RemotePage remote="userPortal" module="UserSignInPage" />);

  const heading = await screen.findByRole('heading', {
    level: 1,
    name: 'This part of the site could not be loaded',
  });
  expect(heading).toHaveFocus();
  expect(screen.getByText(/user account section did not load/)).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('back again')).toBeInTheDocument();
  expect(loadRemoteComponent).toHaveBeenLastCalledWith('userPortal', 'UserSignInPage', { fresh: true });
});

test('inside a page the failure message uses a second-level heading', async () => {
  jest.mocked(loadRemoteComponent).mockRejectedValue(new Error('down'));
  renderWithProviders(<RemotePage remote="bdePortal" module="BdeSignIn" level={2} />);
  expect(await screen.findByRole('heading', { level: 2, name: /could not be loaded/ })).toBeInTheDocument();
});

test('a remote built against a newer shared than the shell provides says so, with Retry', async () => {
  jest
    .mocked(loadRemoteComponent)
    .mockRejectedValue(
      new Error(
        '[ Federation Runtime ]: Version 1.0.0 from shell of shared singleton module shared/store/hooks does not satisfy the requirement of userPortal which needs ^1.1.0)',
      ),
    );
  renderWithProviders(<RemotePage remote="userPortal" module="UserSignUpPage" />);
  expect(
    await screen.findByText(/user account section needs a newer version of this site than this page has/),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});
