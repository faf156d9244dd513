// A worker thread of the card step (scripts/lib/social-cards.ts): draws the cards it is handed, one at a
// time, and hands each back as PNG bytes.
import { parentPort, workerData } from 'node:worker_threads';
import type { CardLook, CardText } from '../../src/content/social-card';
import { drawCard } from './social-card-draw';

const { look, root } = workerData as { look: CardLook; root: string };
const port = parentPort!;
port.on('message', (job: { key: string; text: CardText }) => {
  drawCard(job.text, look, root).then(
    (png) => port.postMessage({ key: job.key, png }),
    // Thrown again, it ends the thread with an error, which fails the build's card step with it.
    (error: unknown) => {
      throw error;
    },
  );
});
port.postMessage({ ready: true });
