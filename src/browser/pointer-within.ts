/** Whether the pointer is over an element's own box (a dialog's padding and scroll bar), not its backdrop. */
export function pointerWithin(element: Element, { clientX, clientY }: MouseEvent): boolean {
  const box = element.getBoundingClientRect();
  return clientX >= box.left && clientX <= box.right && clientY >= box.top && clientY <= box.bottom;
}
