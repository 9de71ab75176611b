import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { ModalDialog, closeThenFocus } from './modal-dialog';

/** An owner with no focus code of its own: a button opens the dialog, Done closes it. */
function Owner({ elsewhere = false }: { elsewhere?: boolean }) {
  const [open, setOpen] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const close = () => (elsewhere ? closeThenFocus(() => setOpen(false), heading.current) : setOpen(false));
  return (
    <>
      <h1 ref={heading} tabIndex={-1}>
        Page
      </h1>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <ModalDialog backdropClassName="backdrop" className="box" onClose={close}>
          {({ titleId }) => (
            <>
              <h2 id={titleId} tabIndex={-1}>
                Sure?
              </h2>
              <a href="/more">More</a>
              <button type="button" onClick={close}>
                Done
              </button>
            </>
          )}
        </ModalDialog>
      )}
    </>
  );
}

async function openDialog(elsewhere?: boolean) {
  const user = userEvent.setup();
  const showModal = jest.spyOn(HTMLDialogElement.prototype, 'showModal');
  render(<Owner elsewhere={elsewhere} />);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  const dialog = screen.getByRole('dialog', { name: 'Sure?' });
  expect(showModal.mock.contexts).toEqual([dialog]);
  showModal.mockRestore();
  return { user, dialog };
}

test('it is the native <dialog>, opened modal (the browser makes the page behind inert)', async () => {
  const { dialog } = await openDialog();
  expect(dialog.tagName).toBe('DIALOG');
  expect(dialog).toHaveAttribute('open');
  expect(screen.getByRole('heading', { name: 'Sure?' })).toHaveFocus();
});

test.each([
  [
    'Done',
    (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Done' })),
  ],
  ['Escape', (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
])('closing it by %s puts focus back on the opener, with no code in the owner', async (_, closeIt) => {
  const { user, dialog } = await openDialog();
  await closeIt(user);
  expect(dialog).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
});

test('closeThenFocus closes it first, then focuses what the owner names', async () => {
  const { user } = await openDialog(true);
  await user.click(screen.getByRole('button', { name: 'Done' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Page' })).toHaveFocus();
});

test('Tab past the last control wraps to the first, and Shift+Tab back', async () => {
  const { user } = await openDialog();
  const more = screen.getByRole('link', { name: 'More' });
  const done = screen.getByRole('button', { name: 'Done' });
  await user.tab();
  expect(more).toHaveFocus();
  await user.tab();
  expect(done).toHaveFocus();
  await user.tab();
  expect(more).toHaveFocus();
  await user.tab({ shift: true });
  expect(done).toHaveFocus();
});
