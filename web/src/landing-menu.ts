/**
 * The landing page's only script (decision 041): its sections' menu on a phone is a <details>
 * (components/content-pages/site-header.tsx), which opens and closes without JavaScript; this
 * closes it when a section is chosen, on Escape (the keyboard back on its button) and on a click
 * elsewhere.
 */
for (const menu of document.querySelectorAll<HTMLDetailsElement>('details[data-section-menu]')) {
  const close = () => (menu.open = false);
  menu.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('a')) close();
  });
  menu.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !menu.open) return;
    close();
    menu.querySelector('summary')?.focus();
  });
  document.addEventListener('click', (event) => {
    if (event.target instanceof Node && !menu.contains(event.target)) close();
  });
}
