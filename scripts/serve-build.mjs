// Serves a production build for the e2e tests, with a clear message when the build is missing.
// Usage: node scripts/serve-build.mjs <dir> <port>
import { existsSync } from 'node:fs';
import { spawn } from 'node:child_process';

const [dir = 'build', port = '3000'] = process.argv.slice(2);
if (!existsSync(`${dir}/index.html`)) {
  const command = dir === 'build' ? 'npm run build' : `npm run build:${dir.replace(/^build-/, '')}`;
  console.error(`No production build in ${dir}/. Run \`${command}\` first (npm test makes both builds).`);
  process.exit(1);
}
const server = spawn('npx', ['docusaurus', 'serve', '--dir', dir, '--port', port, '--host', '127.0.0.1', '--no-open'], {
  stdio: 'inherit',
  // No "Update available" box for the pinned Docusaurus (update-notifier honours this variable).
  env: { ...process.env, NO_UPDATE_NOTIFIER: '1' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
