// An eslint-module-utils resolver (interface v2) for the project's path aliases, so lint rules that
// work on resolved paths (eslint-plugin-boundaries) see "@client/features/x" and "../../features/x"
// as the same file. Everything else goes to the Node resolver.
const path = require("node:path");
const node = require("eslint-import-resolver-node");

const root = path.resolve(__dirname, "..");
const aliases = { "@shared/": "src/shared/", "@client/": "src/client/" };
const extensions = [".ts", ".tsx", ".js", ".mjs", ".json"];

exports.interfaceVersion = 2;
exports.resolve = (source, file) => {
  const alias = Object.keys(aliases).find((prefix) => source.startsWith(prefix));
  const target = alias ? path.join(root, aliases[alias], source.slice(alias.length)) : source;
  return node.resolve(target, file, { extensions });
};
