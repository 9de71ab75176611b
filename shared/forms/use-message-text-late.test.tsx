import { render, screen } from '@testing-library/react';
import { loadPageText, TextProvider } from '../i18n/text';

// A remote's form registers the namespace only when its code arrives, after the shell loaded the
// page's texts: the form loads what is missing itself, then shows the message in the page's language.
test('a form registered after the page was loaded still shows its messages in the page language', async () => {
  const kannada = await loadPageText('kn');
  const { useMessageText } = await import('./use-message-text');
  function Shown() {
    const shown = useMessageText();
    return <p>{shown('Enter a valid Aadhar number.')}</p>;
  }
  render(
    <TextProvider text={kannada}>
      <Shown />
    </TextProvider>,
  );
  expect(screen.getByText('Enter a valid Aadhar number.')).toBeInTheDocument();
  expect(await screen.findByText('ಸರಿಯಾದ ಆಧಾರ್ ಸಂಖ್ಯೆಯನ್ನು ನಮೂದಿಸಿ.')).toBeInTheDocument();
});
