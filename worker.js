// rxscope's Web Worker: the model's background measurements (the chart's
// sweep, the scene list's figures, the machine panel's table) in a second
// WebAssembly program, rxworker.wasm, beside the page's drawing. The page
// starts it after its first frame. Messages are texts: the app's requests
// in (JSON), the answers out (a line of words, app.EncodeAnswer).
// Whatever goes wrong here is answered with "id=0 err=...", on which the
// app measures in its own frames instead.
"use strict";
self.rxworkerEarly = [];
self.onmessage = (e) => { self.rxworkerEarly.push(e.data); };

function fail(what, e) {
  postMessage("id=0 err=" + JSON.stringify(what + ": " + ((e && e.message) || e)));
}

async function load() {
  try {
    importScripts("wasm_exec.js");
  } catch (e) {
    fail("wasm_exec.js", e);
    return;
  }
  const go = new Go();
  const resp = await fetch("rxworker.wasm");
  if (!resp.ok) throw new Error("HTTP " + resp.status + " " + resp.statusText);
  let inst;
  try {
    inst = (await WebAssembly.instantiateStreaming(resp.clone(), go.importObject)).instance;
  } catch (e) { // a host that sends another Content-Type
    inst = (await WebAssembly.instantiate(await resp.arrayBuffer(), go.importObject)).instance;
  }
  go.run(inst).then(() => fail("rxworker.wasm", "the program stopped"));
}

load().catch((e) => fail("rxworker.wasm", e));
