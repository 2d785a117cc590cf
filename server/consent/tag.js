// A deferred third-party script stand-in (marketing, target group selection): it only records that
// it was loaded, so tests can check it waited for its consent category.
(() => {
  const name = new URL(document.currentScript?.src ?? location.href).searchParams.get("name") ?? "tag";
  window.__deferredTags = window.__deferredTags || [];
  window.__deferredTags.push(name);
})();
