// `npm run dev`: the API server (restarting on change) and the Vite dev server with hot reload, together.
import { spawn } from 'node:child_process';
import path from 'node:path';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@chalkline/server'], {
    stdio: 'inherit',
    // The same data folder as `npm start`, whichever folder the workspace script runs in.
    env: { ...process.env, PORT: '3000', DATA_DIR: process.env.DATA_DIR ?? path.resolve('data') },
  }),
  spawn('npm', ['run', 'dev', '-w', '@chalkline/web'], { stdio: 'inherit' }),
];
console.log('\nChalkline dev: open http://localhost:5173 (the API runs on http://127.0.0.1:3000)\n');

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) {
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
}
