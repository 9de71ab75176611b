import { act, render, screen, waitFor } from '@testing-library/react';
import { useRef } from 'react';
import { api } from 'shared/api/base-api';
import { createAppStore } from 'shared/store/create-store';
import { fakeApi, json } from 'shared/test/fake-api';
import { renderWithProviders } from 'shared/test/render-with-providers';
import { ChartFigure } from './chart-figure';
import { useContainerWidth } from './use-container-width';

const slowApi = api.injectEndpoints({
  endpoints: (build) => ({ chartTestFigures: build.query<unknown, void>({ query: () => '/api/figures' }) }),
});

const DATA = [
  { label: 'Referral', value: 7 },
  { label: 'Online', value: 3 },
];

test("a chart is drawn only once the page's calls have answered; its figures are there from the start", async () => {
  let answer: (response: Response) => void = () => undefined;
  const server = fakeApi({ '/api/figures': () => new Promise<Response>((resolve) => (answer = resolve)) });
  const store = createAppStore();
  // Under way before the chart is drawn, as the dashboard's calls are after sign-in.
  const call = store.dispatch(slowApi.endpoints.chartTestFigures.initiate());
  renderWithProviders(
    <ChartFigure title="Lead sources" data={DATA} height={220}>
      {(width) => <svg data-testid="chart" width={width} />}
    </ChartFigure>,
    { store },
  );
  await waitFor(() => expect(server.calls).toHaveLength(1));

  expect(screen.getByRole('img', { name: 'Lead sources: Referral 7, Online 3' })).toHaveTextContent(
    'Loading chart…',
  );
  expect(screen.getByRole('cell', { name: '7' })).toBeInTheDocument();
  expect(screen.queryByTestId('chart')).toBeNull();

  answer(json(200, {}));
  expect(await screen.findByTestId('chart')).toHaveAttribute('width', '320');
  call.unsubscribe();
  store.dispatch(api.util.resetApiState());
  server.restore();
});

function WidthProbe() {
  const box = useRef<HTMLDivElement>(null);
  const width = useContainerWidth(box, 320);
  return <div ref={box}>{width === null ? 'not measured' : `${width} px`}</div>;
}

test("the width is the element's own, from ResizeObserver's reports, never measured by force", () => {
  const reports: Array<(entries: unknown[]) => void> = [];
  const observe = jest.fn();
  const disconnect = jest.fn();
  const withObserver = globalThis as unknown as { ResizeObserver?: unknown };
  withObserver.ResizeObserver = class {
    constructor(report: (entries: unknown[]) => void) {
      reports.push(report);
    }
    observe = observe;
    disconnect = disconnect;
  };
  const measure = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
  try {
    const { unmount } = render(<WidthProbe />);
    expect(screen.getByText('not measured')).toBeInTheDocument();
    expect(observe).toHaveBeenCalledTimes(1);

    act(() => reports[0]([{ borderBoxSize: [{ inlineSize: 512.7 }], contentRect: { width: 500 } }]));
    expect(screen.getByText('512 px')).toBeInTheDocument();
    act(() => reports[0]([{ contentRect: { width: 0 } }]));
    expect(screen.getByText('512 px')).toBeInTheDocument();

    expect(measure).not.toHaveBeenCalled();
    unmount();
    expect(disconnect).toHaveBeenCalled();
  } finally {
    delete withObserver.ResizeObserver;
    measure.mockRestore();
  }
});
