// `npm run dev`: the same one-port app, with the public site served by Vite (hot reload, no page cache).
console.log(`Sahay (development) starting on Node ${process.version}`);
const { startServer } = await import('../apps/api/src/server.ts');
await startServer({ dev: true }).catch((error: Error) => {
  console.error(error.stack ?? error.message);
  process.exit(1);
});
