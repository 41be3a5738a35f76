/**
 * The phone header's menu is a <details>, so it works without JavaScript; with it, the menu
 * closes once a section is chosen, on Escape, and on a click elsewhere, as menus do.
 */
const menu = document.querySelector<HTMLDetailsElement>('.site-header .menu');

if (menu) {
  const close = () => menu.removeAttribute('open');
  menu.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('a')) close();
  });
  document.addEventListener('click', (event) => {
    if (menu.open && event.target instanceof Node && !menu.contains(event.target)) close();
  });
  menu.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && menu.open) {
      close();
      menu.querySelector('summary')?.focus();
    }
  });
}
