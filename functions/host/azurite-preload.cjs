/**
 * Loaded with `node --require` into the embedded Azurite that functions/host/azurite.ts starts.
 * Azurite keeps its tables in memory (LokiJS) and writes them to one file on an autosave timer
 * (5 s) and on its graceful stop, which it runs on the first SIGINT only: a SIGTERM, or a second
 * SIGINT during the save, killed it with the last seconds unsaved. Here:
 * - SIGINT, SIGTERM, and the host going away (its IPC channel closes: the host crashed) all start
 *   that one graceful stop; repeats are ignored; the process exits as soon as the file is saved;
 * - the autosave runs every second, so a crash of Azurite itself loses at most its last second;
 * - a closed stdout or stderr (the host is gone) is not an error that could kill it mid-save.
 * LokiJS writes the file whole to `<name>~` and renames it, so a save cut short keeps the previous one.
 */
'use strict';
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS preload, loaded by node --require */
const { dirname } = require('node:path');

/** Autosave period, ms: the most a crash of Azurite itself can lose. */
const AUTOSAVE_MS = 1000;

// The LokiJS that Azurite's own main module (argv[1]) resolves: the same module instance.
const Loki = require(require.resolve('lokijs', { paths: [dirname(process.argv[1])] }));

const autosaveEnable = Loki.prototype.autosaveEnable;
Loki.prototype.autosaveEnable = function (...args) {
  this.autosaveInterval = Math.min(this.autosaveInterval ?? AUTOSAVE_MS, AUTOSAVE_MS);
  return autosaveEnable.apply(this, args);
};

// Azurite's stop ends with the database's close, which saves only when the data is dirty: an
// autosave still writing (its flags already cleared) would be cut by the exit. So one more save
// first (LokiJS queues it after one in flight), then the close, then exit.
const close = Loki.prototype.close;
Loki.prototype.close = function (callback) {
  this.autosaveDisable();
  this.saveDatabase((saveError) => {
    close.call(this, (error) => {
      if (callback) callback(saveError ?? error);
      if (saveError ?? error) console.error('Azurite: the final save failed:', saveError ?? error);
      process.exitCode = saveError || error ? 1 : 0;
      setImmediate(() => process.exit());
    });
  });
};

for (const stream of [process.stdout, process.stderr]) stream.on('error', () => {});

let stopping = false;
/** Starts Azurite's graceful stop once (its own listener is a `once` SIGINT handler, added when it has started). */
function stop() {
  if (stopping) return;
  stopping = true;
  // Still starting: nothing can have been acknowledged yet, and a cut save keeps the previous file.
  if (process.listenerCount('SIGINT') < 2) process.exit(0);
  process.emit('SIGINT', 'SIGINT');
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
process.on('disconnect', stop);
