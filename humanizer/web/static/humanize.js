// The Humanize page: stream the rewrite into the page as it is produced (fetch + ReadableStream),
// with live word counts and the charge and balance from the response headers. Without this
// script the form still works: it posts to /humanize and the whole result comes back at once.
"use strict";
(() => {
  const form = document.getElementById("humanize-form");
  const text = document.getElementById("text");
  const output = document.getElementById("output");
  const status = document.getElementById("status");
  const streamError = document.getElementById("stream-error");
  const inputWords = document.getElementById("input-words");
  const outputWords = document.getElementById("output-words");
  const charged = document.getElementById("words-charged");
  const credits = document.getElementById("credits-remaining");
  const humanizeButton = document.getElementById("humanize-button");
  const rehumanizeButton = document.getElementById("rehumanize-button");
  const csrf = form.elements["csrf_token"].value;
  // The same rule as the server: a word is a run of non-space characters with a letter or digit.
  const countWords = (value) => value.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  // A result rendered by the server (the no-script path) can be rehumanized too.
  let lastInput = output.textContent.trim() ? text.value : null;

  text.addEventListener("input", () => { inputWords.textContent = countWords(text.value); });

  const busy = (on) => {
    humanizeButton.disabled = on;
    rehumanizeButton.disabled = on || lastInput === null;
    form.setAttribute("aria-busy", on ? "true" : "false");
  };

  const fail = (message) => {
    streamError.textContent = message;
    streamError.hidden = false;
    status.textContent = "";
  };

  async function run(isRehumanization) {
    const input = isRehumanization ? lastInput : text.value;
    const body = {
      text: input,
      tone: form.elements["tone"].value,
      modelVersion: form.elements["modelVersion"].value,
      ultraMode: form.elements["ultraMode"].checked,
      isRehumanization,
    };
    const team = form.elements["teamId"];
    if (team && team.value) body.teamId = team.value;
    streamError.hidden = true;
    const old = document.getElementById("server-error");
    if (old) old.remove();
    busy(true);
    status.textContent = isRehumanization ? "Rehumanizing…" : "Humanizing…";
    try {
      const response = await fetch(form.dataset.stream, {
        method: "POST",
        credentials: "same-origin",
        headers: { "Content-Type": "application/json", "X-CSRF-Token": csrf },
        body: JSON.stringify(body),
      });
      if (!response.ok) {
        let message = `The request failed (HTTP ${response.status}).`;
        try { message = (await response.json()).message || message; } catch { /* not JSON */ }
        fail(message);
        return;
      }
      output.textContent = "";
      outputWords.textContent = "0";
      charged.textContent = response.headers.get("X-Words-Charged") ?? "—";
      const left = response.headers.get("X-Credits-Remaining");
      if (left !== null) credits.textContent = Number(left).toLocaleString("en-US");
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        output.textContent += value;
        outputWords.textContent = countWords(output.textContent);
      }
      lastInput = input;
      status.textContent = charged.textContent === "0" ? "Done (free rehumanization)." : "Done.";
    } catch {
      fail("The stream broke off before the end. If the service failed, your words were refunded; try again.");
    } finally {
      busy(false);
    }
  }

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    run(event.submitter === rehumanizeButton);
  });
  busy(false);
})();
