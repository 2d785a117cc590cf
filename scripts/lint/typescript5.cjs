// madge (and the parser it uses) needs TypeScript's JavaScript API; the project compiles with
// TypeScript 7, the native compiler, which has none. In madge's process, `typescript` is 5.9.
const Module = require("node:module");
const path = require("node:path");
const ts5 = path.join(__dirname, "../../node_modules/typescript-5");
const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  return resolve.call(this, request === "typescript" ? ts5 : request, ...rest);
};
