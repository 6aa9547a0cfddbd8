// `npm start`: one process serving the API, the media files and (later) the site and back office.
console.log(`Sahay starting on Node ${process.version}`);
const { startServer } = await import('../apps/api/src/server.ts');
await startServer().catch((error: Error) => {
  console.error(error.name === 'Error' ? error.message : (error.stack ?? error.message));
  process.exit(1);
});
