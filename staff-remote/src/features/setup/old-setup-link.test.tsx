import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { OldSetupLink } from './old-setup-link';

function Where() {
  const { pathname, search, hash } = useLocation();
  return <span data-testid="location">{pathname + search + hash}</span>;
}

test('a link in the old form moves its token into the fragment, replacing the entry that held it', () => {
  render(
    <MemoryRouter initialEntries={['/staff/setup/Xy_Z-0123456789']}>
      <Routes>
        <Route path="/staff/setup/:token" element={<OldSetupLink />} />
        <Route path="/staff/setup" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  expect(screen.getByTestId('location')).toHaveTextContent('/staff/setup#token=Xy_Z-0123456789');
});
