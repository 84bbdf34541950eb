import type { Menu, MenuItemConstructorOptions, NativeImage } from 'electron';
import type { TrayElectron } from '../tray/app-tray';

/** A built menu of the headless `Menu`: it keeps its template, which the test reads. */
interface HeadlessMenu {
  template: MenuItemConstructorOptions[];
}

/**
 * `Tray`, `Menu` and `nativeImage` without Electron, for the jest specs and the desktop renderer
 * tests: the tray's tooltip, menu and icon are kept in `state`, and `click` selects a menu entry
 * the way a listener does (a disabled entry cannot be clicked).
 */
export function createHeadlessTray() {
  const state = {
    tooltip: '',
    title: '',
    menu: [] as MenuItemConstructorOptions[],
    iconPath: '',
    destroyed: false,
  };
  const iconListeners: Array<() => void> = [];
  class HeadlessTrayIcon {
    constructor(image: NativeImage) {
      state.iconPath = (image as unknown as { path: string }).path;
    }
    setToolTip(toolTip: string) {
      state.tooltip = toolTip;
    }
    setTitle(title: string) {
      state.title = title;
    }
    setContextMenu(menu: Menu | null) {
      state.menu = menu ? (menu as unknown as HeadlessMenu).template : [];
    }
    on(_event: 'click', listener: () => void) {
      iconListeners.push(listener);
      return this;
    }
    destroy() {
      state.destroyed = true;
    }
  }
  const electron: TrayElectron = {
    Tray: HeadlessTrayIcon,
    Menu: {
      buildFromTemplate: (template) => ({ template }) satisfies HeadlessMenu as unknown as Menu,
    },
    nativeImage: {
      createFromPath: (path) => ({ path }) as unknown as NativeImage,
    },
  };
  const entry = (id: string) => {
    const item = state.menu.find((candidate) => candidate.id === id);
    if (!item) throw new Error(`the tray menu has no entry "${id}"`);
    return item;
  };
  return {
    electron,
    state,
    /** The menu's labels in order, `-` for a separator. */
    labels: () => state.menu.map((item) => (item.type === 'separator' ? '-' : (item.label ?? ''))),
    /** Whether the entry can be clicked. */
    enabled: (id: string) => entry(id).enabled !== false,
    /** Clicks a menu entry by id (`toggle`, `previous`, `next`, `show`, `quit`). */
    click(id: string) {
      const item = entry(id);
      if (item.enabled === false) throw new Error(`the tray entry "${id}" is disabled`);
      (item.click as (() => void) | undefined)?.();
    },
    /** Clicks the icon itself. */
    clickIcon: () => iconListeners.forEach((listener) => listener()),
  };
}
