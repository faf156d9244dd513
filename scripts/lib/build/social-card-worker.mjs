// A worker thread of the card step (scripts/lib/build/social-cards.ts): paints the card trees it is handed,
// one at a time, and hands each back as PNG bytes. Plain JavaScript, as social-card-paint.mjs says why.
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { paintCard } from './social-card-paint.mjs';

const { fontFiles, width, height } = workerData;
const fonts = fontFiles.map(({ file, ...font }) => ({ ...font, data: readFileSync(file) }));
parentPort.on('message', ({ key, tree }) => {
  paintCard(tree, fonts, width, height).then(
    (png) => parentPort.postMessage({ key, png }),
    // Thrown again, it ends the thread with an error, which fails the card step with it.
    (error) => {
      throw error;
    },
  );
});
parentPort.postMessage({ ready: true });
