import type { Dialog, OpenDialogReturnValue, Shell } from 'electron';

/**
 * The system dialogs and shell without Electron, for the desktop renderer tests: the folder
 * picker answers `state.nextFolder` (null: cancelled), and what the page asked the shell to show
 * or open is listed in `state`.
 */
export function createHeadlessSystem() {
  const state = {
    nextFolder: null as string | null,
    shownItems: [] as string[],
    openedPaths: [] as string[],
  };
  const answer = async (): Promise<OpenDialogReturnValue> =>
    state.nextFolder === null
      ? { canceled: true, filePaths: [] }
      : { canceled: false, filePaths: [state.nextFolder] };
  const dialog: Pick<Dialog, 'showOpenDialog'> = {
    showOpenDialog: answer as Dialog['showOpenDialog'],
  };
  const shell: Pick<Shell, 'openPath' | 'showItemInFolder'> = {
    showItemInFolder: (path) => {
      state.shownItems.push(path);
    },
    openPath: async (path) => {
      state.openedPaths.push(path);
      return '';
    },
  };
  return { state, dialog, shell };
}
