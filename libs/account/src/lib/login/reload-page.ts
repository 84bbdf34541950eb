/** Reloads the page: the renderer starts again from what is stored (spec §4, after a logout). */
export function reloadPage(): void {
  window.location.reload();
}
