import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { renderWithProviders } from 'shared/test/render-with-providers';
import { ApplySection } from './apply-section';

// Counts when the form's module is first loaded: never with the section, only when asked for.
let mockFormLoads = 0;
jest.mock('./apply-form', () => {
  mockFormLoads += 1;
  return jest.requireActual('./apply-form');
});

const OPENING = { slug: 'dotnet-full-stack-developer-intern', title: '.NET Full Stack Developer Intern' };

test('the section is a heading and a button; its HTML holds no form', () => {
  const html = renderToString(<ApplySection opening={OPENING} />);
  expect(html).toContain('Apply for this role');
  expect(html).not.toContain('<form');
  expect(mockFormLoads).toBe(0);
});

test('pressing Apply fetches the form, which takes the button’s place with focus on its first field', async () => {
  const user = userEvent.setup();
  renderWithProviders(<ApplySection opening={OPENING} />);
  const section = screen.getByRole('region', {
    name: /^Apply for this role ?: \.NET Full Stack Developer Intern$/,
  });
  expect(mockFormLoads).toBe(0);
  await user.click(screen.getByRole('button', { name: 'Apply now for .NET Full Stack Developer Intern' }));
  expect(await screen.findByRole('form', { name: 'Application' })).toBeInTheDocument();
  expect(mockFormLoads).toBe(1);
  expect(section).toContainElement(screen.getByLabelText(/Your name/));
  expect(screen.getByLabelText(/Your name/)).toHaveFocus();
  expect(screen.queryByRole('button', { name: /Apply now/ })).toBeNull();
});
