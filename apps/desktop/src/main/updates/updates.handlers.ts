import type { MachineInfo } from '@cadenza/updater';
import type { IpcHandlersOf } from '../../ipc/contract';
import type { UpdatesInvokeContract } from '../../ipc/updates.contract';
import { InvalidIpcArgumentError } from '../ipc/invalid-argument';
import type { InstallerDownloader } from './installer-download';
import type { UpdateChecker } from './update-checker';
import type { UpdateInstaller } from './update-installer';

/** What the update channels need. */
export interface UpdatesHandlerDeps {
  checker: UpdateChecker;
  downloader: InstallerDownloader;
  installer: UpdateInstaller;
  machine: MachineInfo;
}

/** The main-process side of the update channels; the page's arguments are checked here. */
export function createUpdatesHandlers({
  checker,
  downloader,
  installer,
  machine,
}: UpdatesHandlerDeps): IpcHandlersOf<UpdatesInvokeContract> {
  return {
    'check-for-update': () => checker.check(),
    'get-arch': async () => machine,
    'start-download': async (url) => {
      if (typeof url !== 'string')
        throw new InvalidIpcArgumentError('the download URL is a string');
      await downloader.start(url);
    },
    'install-update': async (filePath) => {
      if (typeof filePath !== 'string') {
        throw new InvalidIpcArgumentError('the installer path is a string');
      }
      await installer.install(filePath);
    },
  };
}
