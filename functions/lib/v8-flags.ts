/**
 * V8 settings of an API process, set before the routes load: imported first by both entry points
 * (functions/index.ts on Azure, where the app's code runs in the Node worker; and the local host,
 * functions/host/start.ts, in each of its server processes).
 *
 * `--no-allocation-site-pretenuring`: V8 watches which allocation sites' objects survive a
 * scavenge and, past a threshold, allocates that site's objects directly in the old generation.
 * A chart request's objects survive only while the request is in flight, but under load a
 * scavenge always finds several requests in flight, so the engine's sites were judged long-lived:
 * their objects then went to the old generation, where they die at the next mark-compact, and
 * the young objects they point to are kept through scavenges meanwhile. Measured in bench:api
 * (2 server processes, 16 connections, every request a new birth, alternated runs): bytes
 * promoted per scavenge 110 kB → 4 kB on /api/chart and 226 kB → 11 kB on Calculate, scavenge
 * pause p50 1.1 → 0.5 ms and 1.6 → 0.7 ms, host CPU per chart request 0.60 → 0.58 ms. Nothing a
 * request keeps is long-lived except the small caches, which are filled on a second request.
 */
import { setFlagsFromString } from 'node:v8';

setFlagsFromString('--no-allocation-site-pretenuring');
