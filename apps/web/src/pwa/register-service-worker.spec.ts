import { registerServiceWorkerLater, type ServiceWorkerHost } from './register-service-worker';

/** A window that is still loading until `load()`, with or without service workers. */
function fakeHost(withServiceWorkers = true) {
  const listeners: (() => void)[] = [];
  const host = {
    document: { readyState: 'loading' as DocumentReadyState },
    navigator: withServiceWorkers ? { serviceWorker: {} } : {},
    addEventListener: (_type: 'load', listener: () => void) => listeners.push(listener),
  } satisfies ServiceWorkerHost;
  const load = () => {
    host.document.readyState = 'complete';
    for (const listener of listeners) listener();
  };
  return { host, load };
}

/** A promise with its resolve, for the first paint. */
function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('registerServiceWorkerLater', () => {
  it('loads the registration only once the page has loaded and painted, then registers at once', async () => {
    const { host, load } = fakeHost();
    const painted = deferred();
    const registerSW = jest.fn();
    const loadRegister = jest.fn(async () => ({ registerSW }));
    const done = registerServiceWorkerLater(host, painted.promise, loadRegister);

    load();
    await flush();
    expect(loadRegister).not.toHaveBeenCalled();
    painted.resolve();
    await done;
    expect(loadRegister).toHaveBeenCalledTimes(1);
    expect(registerSW).toHaveBeenCalledWith(expect.objectContaining({ immediate: true }));
    // No reload prompt, no reload: a new version waits for the next start.
    expect(registerSW.mock.calls[0]?.[0]).not.toHaveProperty('onNeedRefresh');
  });

  it('waits for the load event when the first paint came before it', async () => {
    const { host, load } = fakeHost();
    const loadRegister = jest.fn(async () => ({ registerSW: jest.fn() }));
    const done = registerServiceWorkerLater(host, Promise.resolve(), loadRegister);
    await flush();
    expect(loadRegister).not.toHaveBeenCalled();
    load();
    await done;
    expect(loadRegister).toHaveBeenCalledTimes(1);
  });

  it('does nothing where the browser has no service workers', async () => {
    const { host, load } = fakeHost(false);
    load();
    const loadRegister = jest.fn(async () => ({ registerSW: jest.fn() }));
    await registerServiceWorkerLater(host, Promise.resolve(), loadRegister);
    expect(loadRegister).not.toHaveBeenCalled();
  });

  it('logs a failed registration instead of breaking the app', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { host, load } = fakeHost();
    load();
    const failure = new Error('chunk failed');
    await expect(
      registerServiceWorkerLater(host, Promise.resolve(), () => Promise.reject(failure)),
    ).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('offline app'), failure);
  });
});
