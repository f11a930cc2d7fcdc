// Marks a library's top-level React.createContext / forwardRef / memo calls as pure
// (`/* @__PURE__ */`, the annotation bundlers and minifiers read), so that the ones behind
// exports no build imports are dropped with them. react-router's build leaves them
// unannotated, which keeps its forms, fetchers and framework-mode contexts in every page.
module.exports = function pureCallsLoader(source) {
  return source.replace(
    /^((?:var|const|let) [\w$]+ = )(React\d*\.(?:createContext|forwardRef|memo)\()/gm,
    '$1/* @__PURE__ */ $2',
  );
};
