import { listenForLinkPresses } from './link-press';

/** A `pointerdown` on `target` (jsdom has no PointerEvent: its fields are set on a MouseEvent). */
function press(target: Element, init: Record<string, unknown> = {}) {
  const event = new MouseEvent('pointerdown', { bubbles: true, button: 0, ...init });
  Object.defineProperty(event, 'pointerType', { value: init['pointerType'] ?? 'mouse' });
  target.dispatchEvent(event);
}

describe('listenForLinkPresses', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('tells of a mouse or pen press on a link of this page, from anything inside it', () => {
    document.body.innerHTML = `
      <a href="/music-list/5"><span id="cover">cover</span></a>
      <a href="/artist/2" target="_self" id="artist">artist</a>`;
    const pressed: string[] = [];
    const stop = listenForLinkPresses(document, (href) => pressed.push(href));
    press(document.getElementById('cover') as Element);
    press(document.getElementById('artist') as Element, { pointerType: 'pen' });
    stop();
    press(document.getElementById('cover') as Element);
    expect(pressed).toEqual(['http://localhost/music-list/5', 'http://localhost/artist/2']);
  });

  it('ignores touches, other buttons, modified presses, new tabs, downloads and plain text', () => {
    document.body.innerHTML = `
      <a href="/music-list/5" id="list">list</a>
      <a href="/music-list/6" target="_blank" id="tab">tab</a>
      <a href="/song.mp3" download id="file">file</a>
      <p id="text">text</p>`;
    const pressed: string[] = [];
    const stop = listenForLinkPresses(document, (href) => pressed.push(href));
    const list = document.getElementById('list') as Element;
    press(list, { pointerType: 'touch' });
    press(list, { button: 2 });
    for (const key of ['ctrlKey', 'metaKey', 'shiftKey', 'altKey']) press(list, { [key]: true });
    for (const id of ['tab', 'file', 'text']) press(document.getElementById(id) as Element);
    stop();
    expect(pressed).toEqual([]);
  });
});
