// The baseline for `npm run bench`: Fastify with one tiny JSON route and nothing else,
// i.e. about as fast as this machine can answer HTTP from Node. Listens on PORT.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });

// Stop promptly when the bench is done with us.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => app.close().then(() => process.exit(0)));
