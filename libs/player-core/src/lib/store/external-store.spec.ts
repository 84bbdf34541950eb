import { createExternalStore } from './external-store';

describe('createExternalStore', () => {
  it('notifies subscribers of a changed snapshot, and stops after unsubscribe', () => {
    const store = createExternalStore({ playing: false });
    const listener = jest.fn();
    const unsubscribe = store.subscribe(listener);
    const next = { playing: true };
    store.set(next);
    expect(store.getSnapshot()).toBe(next);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.set({ playing: false });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('does not notify when the same snapshot is set again', () => {
    const state = { playing: false };
    const store = createExternalStore(state);
    const listener = jest.fn();
    store.subscribe(listener);
    store.set(state);
    expect(listener).not.toHaveBeenCalled();
  });

  it('lets a listener unsubscribe while being notified', () => {
    const store = createExternalStore(0);
    const calls: string[] = [];
    const unsubscribeFirst = store.subscribe(() => {
      calls.push('first');
      unsubscribeFirst();
    });
    store.subscribe(() => calls.push('second'));
    store.set(1);
    store.set(2);
    expect(calls).toEqual(['first', 'second', 'second']);
  });
});
