/** Build-time data steps run before `astro build`. Each step is idempotent and skips work whose output is current. */
console.log('build-data: nothing to do yet');
