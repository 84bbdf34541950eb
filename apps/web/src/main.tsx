import { startCadenza } from '@cadenza/shell';
import { registerServiceWorkerLater } from './pwa/register-service-worker';
import { createWebPlatform } from './web-platform';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

void startCadenza({
  platform: createWebPlatform(window.localStorage),
  container,
}).then((app) => registerServiceWorkerLater(window, app.firstPaint));
