// The table's JSON API for one link (docs/web-table.md). Every answer comes back as
// {status, body}; the caller decides what a refusal means for the player.

// The address the server is mounted under: everything before "/t/<token>" or "/activity"
// (WEB_URL may carry a path).
export function basePath(pathname = location.pathname) {
  const at = pathname.search(/\/(t\/[^/]+|activity)\/?$/);
  return at >= 0 ? pathname.slice(0, at) : "";
}

export function tokenOfPage(pathname = location.pathname) {
  const match = pathname.match(/\/t\/([^/]+)\/?$/);
  return match ? decodeURIComponent(match[1]) : null;
}

async function call(url, options = {}) {
  try {
    const response = await fetch(url, { credentials: "same-origin", cache: "no-store", ...options });
    let body = null;
    try {
      body = await response.json();
    } catch {
      body = null;
    }
    return { status: response.status, body };
  } catch {
    return { status: 0, body: null }; // offline or the server is restarting
  }
}

export function tableApi(base, token) {
  const root = `${base}/api/t/${encodeURIComponent(token)}`;
  return {
    state: () => call(`${root}/state`),
    step: (version, path) =>
      call(`${root}/step?v=${encodeURIComponent(version)}&path=${encodeURIComponent(path.join("."))}`),
    move: (version, path) =>
      call(`${root}/move`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ version, path }),
      }),
    replay: (n) => call(`${root}/replay/${n}`),
    // Planned replies (the planner's own page only): a plan's steps, Confirm plan, the list.
    planStep: (version, line, them, mine) =>
      call(
        `${root}/plan/step?v=${encodeURIComponent(version)}&line=${encodeURIComponent(line)}` +
          `&them=${encodeURIComponent(them.join("."))}&mine=${encodeURIComponent(mine.join("."))}`,
      ),
    plan: (version, line, them, mine) =>
      call(`${root}/plan`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ version, line, them, mine }),
      }),
    plans: () => call(`${root}/plans`),
    clearPlans: () =>
      call(`${root}/plans/clear`, { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" }),
    eventsUrl: `${root}/events`,
  };
}

export function postJson(url, data) {
  return call(url, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(data),
  });
}

export function getJson(url) {
  return call(url);
}
