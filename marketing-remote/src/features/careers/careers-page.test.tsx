import { screen, within } from '@testing-library/react';
import { COMPANY } from 'shared/content/company';
import { renderWithProviders } from 'shared/test/render-with-providers';
import { CareersPage } from './careers-page';

test('two openings: the 3-month unpaid .NET internship and the 3-to-5-year senior frontend role', () => {
  renderWithProviders(<CareersPage />);
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  const intern = screen.getByRole('article', { name: '.NET Full Stack Developer Intern' });
  expect(intern).toHaveTextContent('3 months');
  expect(intern).toHaveTextContent(/unpaid/i);
  expect(intern).toHaveTextContent(/permanent/i);
  const senior = screen.getByRole('article', { name: 'Senior Frontend Developer (React or Angular)' });
  expect(senior).toHaveTextContent('3 to 5 years');
  expect(senior).toHaveTextContent(/full time/i);
  expect(screen.getAllByRole('article')).toHaveLength(2);
  expect(
    within(intern)
      .getByRole('link', { name: /Apply by email/ })
      .getAttribute('href'),
  ).toMatch(new RegExp(`^mailto:${COMPANY.emails.careers}\\?subject=`));
});

test('how to apply: email the resume to the careers address', () => {
  renderWithProviders(<CareersPage />);
  const apply = screen.getByRole('region', { name: 'How to apply' });
  expect(within(apply).getByRole('link', { name: COMPANY.emails.careers })).toHaveAttribute(
    'href',
    `mailto:${COMPANY.emails.careers}`,
  );
  expect(apply).toHaveTextContent(/resume/i);
});
