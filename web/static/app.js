// GPT Home settings page: confirmation dialogs for forms marked data-confirm. No inline script (CSP 'self').
"use strict";
document.addEventListener("submit", function (event) {
  var form = event.target;
  if (!(form instanceof HTMLFormElement) || !form.dataset.confirm || form.dataset.confirmed === "1") {
    return;
  }
  var dialog = document.getElementById("confirm-dialog");
  if (!dialog || typeof dialog.showModal !== "function") {
    return; // no <dialog> support: the form submits without the extra step
  }
  event.preventDefault();
  document.getElementById("confirm-text").textContent = form.dataset.confirm; // text, never HTML
  dialog.returnValue = "";
  dialog.addEventListener("close", function () {
    if (dialog.returnValue === "ok") {
      form.dataset.confirmed = "1";
      HTMLFormElement.prototype.submit.call(form);
    }
  }, { once: true });
  dialog.showModal();
});
