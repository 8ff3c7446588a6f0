// The §7 envelope call of the reference server's plain pages on other origins (the chat page, the
// demo game provider's page): each page's script is served with this one in front of it
// (server/http/plain-script.ts), so the rule is written once without a bundler. `failure` turns an
// answer without `success` into the message the page shows.
function envelopeCall(method, path, headers, body, failure) {
  return fetch(path, {
    method: method,
    headers: Object.assign({}, headers, body ? { 'Content-Type': 'application/json' } : {}),
    body: body ? JSON.stringify(body) : undefined,
    cache: 'no-store',
  }).then(function (r) {
    return r.json().then(function (json) {
      if (!json.success) throw new Error(failure(json));
      return json.value;
    });
  });
}
