// Loads a built Functions app (`node scripts/smoke-api.mjs <app dir>`) with only that folder's
// node_modules, takes the registrations its index.js makes through @azure/functions' `app.http`
// (the library skips them outside the Functions host, so they are captured here), and answers
// GET /api/health through the registered handler. Prints the status and body; exits 1 if not 200.
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const dir = resolve(process.argv[2] ?? 'dist-api');
const require = createRequire(join(dir, 'index.js'));
const functions = await import(pathToFileURL(require.resolve('@azure/functions')).href);
const { app, HttpRequest, InvocationContext } = functions.default ?? functions;
const registered = new Map();
app.http = (name, options) => registered.set(name, options);
await import(pathToFileURL(join(dir, 'index.js')).href);
const health = [...registered.values()].find((o) => o.route === 'health');
if (!health) throw new Error(`no health route among ${[...registered.keys()].join(', ')}`);
const request = new HttpRequest({ method: 'GET', url: 'http://localhost:7071/api/health' });
const response = await health.handler(request, new InvocationContext({ functionName: 'health' }));
const body = typeof response.body === 'string' ? response.body : JSON.stringify(response.jsonBody ?? null);
console.log(JSON.stringify({ registered: registered.size, status: response.status ?? 200, body: body.slice(0, 300) }));
process.exit((response.status ?? 200) === 200 ? 0 : 1);
