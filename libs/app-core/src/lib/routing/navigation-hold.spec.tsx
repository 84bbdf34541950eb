import { act, render, screen } from '@testing-library/react';
import { startTransition, Suspense, use, useState } from 'react';
import {
  NAVIGATION_HOLD_MS,
  resetScreenShown,
  useNavigationHold,
  useScreenShown,
} from './navigation-hold';
import { readableBySuspense } from '../lazy/readable-by-suspense';

function FirstScreen() {
  useScreenShown();
  return <p>first screen</p>;
}

function NextScreen({ running }: { running: PromiseLike<unknown> | undefined }) {
  useNavigationHold(running);
  return <p>next screen</p>;
}

/** An app with one outlet boundary: the first screen, then (in a transition) the next. */
function App({ running }: { running: PromiseLike<unknown> | undefined }) {
  const [next, setNext] = useState(false);
  return (
    <>
      <button type="button" onClick={() => startTransition(() => setNext(true))}>
        go
      </button>
      <Suspense fallback={<p>loading line</p>}>
        {next ? <NextScreen running={running} /> : <FirstScreen />}
      </Suspense>
    </>
  );
}

function deferred() {
  let resolve: (value: unknown) => void = () => undefined;
  const promise = new Promise((settle) => (resolve = settle));
  return { promise, resolve };
}

beforeEach(() => resetScreenShown());

describe('useNavigationHold', () => {
  it("keeps the previous screen while the next screen's answer is on its way", async () => {
    const answer = deferred();
    render(<App running={answer.promise} />);
    await act(async () => screen.getByRole('button', { name: 'go' }).click());
    expect(screen.getByText('first screen')).toBeTruthy();
    expect(screen.queryByText('next screen')).toBeNull();
    expect(screen.queryByText('loading line')).toBeNull();
    await act(async () => answer.resolve({ data: 1 }));
    expect(await screen.findByText('next screen')).toBeTruthy();
    expect(screen.queryByText('first screen')).toBeNull();
  });

  it('holds also when the answer fails (the screen shows its error itself)', async () => {
    let reject: (reason: unknown) => void = () => undefined;
    const failing = new Promise((_, fail) => (reject = fail));
    render(<App running={failing} />);
    await act(async () => screen.getByRole('button', { name: 'go' }).click());
    expect(screen.getByText('first screen')).toBeTruthy();
    await act(async () => reject(new Error('offline')));
    expect(await screen.findByText('next screen')).toBeTruthy();
  });

  it(`gives way after ${NAVIGATION_HOLD_MS} ms to a slow answer`, async () => {
    jest.useFakeTimers();
    try {
      render(<App running={deferred().promise} />);
      await act(async () => screen.getByRole('button', { name: 'go' }).click());
      await act(async () => jest.advanceTimersByTime(NAVIGATION_HOLD_MS - 1));
      expect(screen.getByText('first screen')).toBeTruthy();
      await act(async () => jest.advanceTimersByTime(1));
      expect(screen.getByText('next screen')).toBeTruthy();
    } finally {
      jest.useRealTimers();
    }
  });

  it('renders at once with nothing in flight', async () => {
    render(<App running={undefined} />);
    await act(async () => screen.getByRole('button', { name: 'go' }).click());
    expect(screen.getByText('next screen')).toBeTruthy();
  });

  it("never holds a page's first screen (a deep link shows its placeholder, not the loading line)", () => {
    render(
      <Suspense fallback={<p>loading line</p>}>
        <NextScreen running={deferred().promise} />
      </Suspense>,
    );
    expect(screen.getByText('next screen')).toBeTruthy();
  });
});

describe('readableBySuspense', () => {
  function Reader({ promise }: { promise: Promise<string> }) {
    return <p>{use(promise)}</p>;
  }

  it('lets a settled promise render in the first pass, without the fallback', async () => {
    const promise = readableBySuspense(Promise.resolve('loaded'));
    await promise;
    render(
      <Suspense fallback={<p>loading line</p>}>
        <Reader promise={promise} />
      </Suspense>,
    );
    expect(screen.getByText('loaded')).toBeTruthy();
    expect(screen.queryByText('loading line')).toBeNull();
  });

  it('records a failure as React reads it', async () => {
    const promise = readableBySuspense(Promise.reject(new Error('offline')));
    await expect(promise).rejects.toThrow('offline');
    expect(promise).toMatchObject({ status: 'rejected', reason: new Error('offline') });
  });
});
