// Small DOM helpers shared by the pages.

// el builds an element: el("div#id.card.rolled", {dataset: {card: 3}}, child, "text", ...).
export function el(spec, props, ...children) {
  const [head, ...classes] = spec.split(".");
  const [tag, id] = head.split("#");
  const e = document.createElement(tag || "div");
  if (id) e.id = id;
  if (classes.length) e.className = classes.join(" ");
  if (props) {
    for (const [k, v] of Object.entries(props)) {
      if (k === "dataset") Object.assign(e.dataset, v);
      else if (k.startsWith("on")) e.addEventListener(k.slice(2), v);
      else if (v !== undefined && v !== null && v !== false) e.setAttribute(k, v === true ? "" : v);
    }
  }
  for (const c of children.flat()) {
    if (c === null || c === undefined || c === false) continue;
    e.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
  return e;
}

// $ finds one element by selector.
export const $ = (sel, root = document) => root.querySelector(sel);

// setStatus shows the connection state in the bar.
export function setStatus(text, cls) {
  const s = $("#status");
  s.textContent = text;
  s.className = "status " + (cls || "");
}

// api posts JSON and returns the decoded answer; a non-2xx answer throws an
// Error carrying the server's message and problems.
export async function api(path, body) {
  const r = await fetch(path, {
    method: body === undefined ? "GET" : "POST",
    headers: {"Content-Type": "application/json"},
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const j = await r.json().catch(() => ({error: r.statusText}));
  if (!r.ok) {
    const e = new Error(j.error || r.statusText);
    e.problems = j.problems || [];
    throw e;
  }
  return j;
}
