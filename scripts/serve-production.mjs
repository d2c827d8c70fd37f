// Serves a production build the way a static host serves it in production: gzip for text responses and a year of
// caching for the content-hashed files under /assets. `docusaurus serve` does neither, which makes performance
// measurements (npm run bench:pages, npm run bench:build) pessimistic about transfer size and repeat visits.
// Usage: node scripts/serve-production.mjs [dir] [port]     (defaults: build 3000)
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
        headers: [
          { source: 'assets/**', headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] },
        ],
      });
    });
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [dir = 'build', port = '3000'] = process.argv.slice(2);
  createProductionServer(dir).listen(Number(port), '127.0.0.1', () => {
    console.log(`Serving ${dir}/ on http://127.0.0.1:${port} (gzip, long cache for /assets)`);
  });
}
