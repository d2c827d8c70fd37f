// Serves a production build the way a static host serves it in production: gzip for text responses and a year of
// caching for the content-hashed files under /assets. `docusaurus serve` does neither, which makes performance
// measurements (npm run bench:pages, npm run bench:build) pessimistic about transfer size and repeat visits. It is
// also what `npm run serve` and `npm run preview` run: when the port is taken (by `npm start`, say), it says so and
// exits with 1, where `docusaurus serve` exits with 0 without serving anything.
// Usage: node scripts/serve-production.mjs [dir] [port]     (defaults: build 3000)
import { existsSync } from 'node:fs';
import http from 'node:http';
import compression from 'compression';
import serveHandler from 'serve-handler';

export function createProductionServer(dir) {
  const compress = compression();
  return http.createServer((request, response) => {
    compress(request, response, () => {
      serveHandler(request, response, {
        public: dir,
        cleanUrls: true,
        directoryListing: false,
        headers: [
          { source: 'assets/**', headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] },
        ],
      });
    });
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [dir = 'build', port = '3000'] = process.argv.slice(2);
  if (!existsSync(`${dir}/index.html`)) {
    console.error(`No production build in ${dir}/. Build it first (npm run build, or npm run preview).`);
    process.exit(1);
  }
  const server = createProductionServer(dir);
  server.on('error', (error) => {
    const taken = /** @type {NodeJS.ErrnoException} */ (error).code === 'EADDRINUSE';
    console.error(taken ? `Port ${port} is taken (by \`npm start\`?): stop that server, or pass another port.` : error);
    process.exit(1);
  });
  server.listen(Number(port), '127.0.0.1', () => {
    console.log(`Serving ${dir}/ on http://127.0.0.1:${port} (gzip, long cache for /assets)`);
  });
}
