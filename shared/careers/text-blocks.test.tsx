import { render, screen } from '@testing-library/react';
import { TextBlocks } from './text-blocks';

test('paragraphs and lists from plain text, and markup shown as the words it is', () => {
  const { container } = render(
    <TextBlocks
      text={
        'Lead the team.\n\nWhat you will do:\n- Review <b>code</b>\n- Mentor\n\n<img src=x onerror=alert(1)>'
      }
      listClassName="ticks"
    />,
  );
  expect([...container.children].map((element) => element.tagName)).toEqual(['P', 'P', 'UL', 'P']);
  expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
    'Review <b>code</b>',
    'Mentor',
  ]);
  expect(screen.getByRole('list')).toHaveClass('ticks');
  expect(container.querySelector('img, b')).toBeNull();
  expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
});
