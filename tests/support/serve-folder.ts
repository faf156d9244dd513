// Serves the folder named on the command line with the site's static server and prints its address:
// the server's tests run it as a process of its own, to see that it outlives what they send.
import { serveStatic } from '../../scripts/lib/dev/static-server';

const { url } = await serveStatic(process.argv[2]!, 0);
console.log(url);
